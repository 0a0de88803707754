import type { TaskList } from 'graphile-worker';
import { fraud__score_user } from './tasks/fraud__score_user.ts';
import { analytics__refresh } from './tasks/analytics__refresh.ts';
import { daily_bonus__remind } from './tasks/daily_bonus__remind.ts';
import { daily_bonus__reset_streaks } from './tasks/daily_bonus__reset_streaks.ts';
import { disputes__resettle_answer } from './tasks/disputes__resettle_answer.ts';
import { leaderboard__fold_bands } from './tasks/leaderboard__fold_bands.ts';
import { mail__send } from './tasks/mail__send.ts';
import { maintenance__unlock_jobs } from './tasks/maintenance__unlock_jobs.ts';
import { maintenance__prune } from './tasks/maintenance__prune.ts';
import { questions__generate } from './tasks/questions__generate.ts';
import { questions__roll_up_usage } from './tasks/questions__roll_up_usage.ts';
import { notifications__broadcast_telegram } from './tasks/notifications__broadcast_telegram.ts';
import { notifications__deliver_telegram } from './tasks/notifications__deliver_telegram.ts';
import { quiz__expire_sessions } from './tasks/quiz__expire_sessions.ts';
import { quiz__fold_counters } from './tasks/quiz__fold_counters.ts';
import { referrals__process } from './tasks/referrals__process.ts';
import { telegram__handle_update } from './tasks/telegram__handle_update.ts';
import { tournaments__complete } from './tasks/tournaments__complete.ts';
import { wallet__fold_counters } from './tasks/wallet__fold_counters.ts';
import { wallet__verify_deposit } from './tasks/wallet__verify_deposit.ts';
import { wallet__verify_payout } from './tasks/wallet__verify_payout.ts';
import { wallet__watch_ton_deposits } from './tasks/wallet__watch_ton_deposits.ts';

/** Every task the worker runs; each is idempotent (graphile-worker delivers at least once). */
export const taskList: TaskList = {
  maintenance__prune,
  maintenance__unlock_jobs,
  daily_bonus__reset_streaks,
  quiz__expire_sessions,
  daily_bonus__remind,
  fraud__score_user,
  referrals__process,
  notifications__deliver_telegram,
  notifications__broadcast_telegram,
  tournaments__complete,
  telegram__handle_update,
  questions__generate,
  questions__roll_up_usage,
  analytics__refresh,
  wallet__fold_counters,
  quiz__fold_counters,
  wallet__verify_deposit,
  wallet__verify_payout,
  wallet__watch_ton_deposits,
  leaderboard__fold_bands,
  mail__send,
  disputes__resettle_answer,
};

// Streaks are reset every hour so each time zone's midnight is covered soon after it passes.
// The every-minute rollups that read a minute of events (analytics, question usage, leaderboard
// bands, the due fraud scores) share the named queue `rollups`, so they run one after another on one
// core instead of all at the top of the minute on both: in the soak their bursts took both cores for
// a second each minute, and that second set the minute's p99 (decision 0083).
const rollups = 'queue=rollups';
export const crontab = [
  '0 * * * * maintenance__prune',
  '* * * * * maintenance__unlock_jobs',
  '5 * * * * daily_bonus__reset_streaks',
  '20 * * * * daily_bonus__remind',
  '* * * * * quiz__expire_sessions',
  `* * * * * questions__roll_up_usage ?${rollups}`,
  '15 * * * * referrals__process',
  `* * * * * analytics__refresh ?${rollups}`,
  '* * * * * wallet__fold_counters',
  '* * * * * quiz__fold_counters',
  '* * * * * wallet__watch_ton_deposits',
  `* * * * * leaderboard__fold_bands ?${rollups}`,
  `* * * * * fraud__score_user ?id=fraud__score_due&${rollups} ${JSON.stringify({ sweep: 'due' })}`,
  `30 3 * * * fraud__score_user ?jobKey=fraud__sweep ${JSON.stringify({ sweep: 'day' })}`,
].join('\n');
