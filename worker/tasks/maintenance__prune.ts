import type { Task } from 'graphile-worker';
import { pruneEmailTokens } from '../../domain/identity/email-tokens.ts';
import { pruneRefreshTokens } from '../../domain/identity/refresh-tokens.ts';
import { pruneTelegramLinkCodes } from '../../domain/identity/telegram-link.ts';
import { pruneNotifications } from '../../domain/notifications/prune-notifications.ts';
import { prunePracticeQuizzes } from '../../domain/practice-quiz/prune-practice-quizzes.ts';
import { pruneRateLimits } from '../../domain/rate-limit.ts';
import { pruneTelegramUpdates } from '../../domain/telegram/receive-update.ts';
import { connectForTask } from '../database.ts';

/**
 * Hourly: deletes expired bookkeeping: old rate-limit windows, refresh tokens and email links that
 * can no longer be used, Telegram link codes a day past their expiry, notifications past the
 * retention of the system settings, Telegram update ids older than a week, and expired guest practice
 * quizzes. Idempotent.
 */
export const maintenance__prune: Task = async (_payload, helpers) => {
  const sql = connectForTask();
  const pruned = {
    rateLimits: await pruneRateLimits(sql),
    refreshTokens: await pruneRefreshTokens(sql),
    emailTokens: await pruneEmailTokens(sql),
    telegramLinkCodes: await pruneTelegramLinkCodes(sql),
    notifications: await pruneNotifications(sql),
    telegramUpdates: await pruneTelegramUpdates(sql),
    practiceQuizzes: await prunePracticeQuizzes(sql),
  };
  helpers.logger.info(`pruned: ${JSON.stringify(pruned)}`);
};
