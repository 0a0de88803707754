import type { Db } from '../../db/connection.ts';
import { hitRateLimit } from '../rate-limit.ts';
import { readSettings } from '../settings/read-settings.ts';
import { type BotApiConfig, botApi, type ChatMember } from '../telegram/bot-api.ts';

// Whether a player is in a task's Telegram channel, from the Bot API's getChatMember, asked at most
// once per (chat, player) in `tasks.channelCheckCacheSeconds`: the verdict (a pending one too, so
// parallel completes share one call) is kept in this process's memory. Each question asked is
// counted per player (`tasks.channelChecksPerMinute`, else 429), so no player can make the server
// call Telegram at will. Called by gatherEvidence (complete-task.ts) after the cheap refusals.

type Verdict = { until: number; member: Promise<boolean> };
const verdicts = new Map<string, Verdict>();
const sweepAbove = 10_000;

/** Channel statuses that count as being in the channel (a restricted member only with `is_member`). */
const inChannel = (m: ChatMember) =>
  m.status === 'creator' ||
  m.status === 'administrator' ||
  m.status === 'member' ||
  (m.status === 'restricted' && m.is_member === true);

function forgetExpired(at: number) {
  if (verdicts.size < sweepAbove) return;
  for (const [key, verdict] of verdicts) if (verdict.until <= at) verdicts.delete(key);
}

/** Any Bot API error or timeout is "not a member", never a pass. */
export function isChannelMember(
  db: Db,
  bot: BotApiConfig,
  input: { userId: string; chat: string | number; telegramId: number },
): Promise<boolean> {
  const key = `${input.chat}:${input.telegramId}`;
  const at = performance.now();
  const cached = verdicts.get(key);
  if (cached && cached.until > at) return cached.member;
  forgetExpired(at);
  // Set before anything is awaited, so parallel requests share this one question.
  const verdict: Verdict = { until: Number.POSITIVE_INFINITY, member: Promise.resolve(false) };
  verdict.member = ask(db, bot, input).then(
    ({ member, keepSeconds }) => {
      verdict.until = performance.now() + keepSeconds * 1000;
      return member;
    },
    (refusal) => {
      verdicts.delete(key);
      throw refusal;
    },
  );
  verdicts.set(key, verdict);
  return verdict.member;
}

async function ask(db: Db, bot: BotApiConfig, input: { userId: string; chat: string | number; telegramId: number }) {
  const { channelChecksPerMinute, channelCheckCacheSeconds } = (await readSettings(db)).tasks;
  await hitRateLimit(db, { key: `channel-check:${input.userId}`, limit: channelChecksPerMinute, windowSeconds: 60 });
  const member = await botApi(bot)
    .getChatMember(input.chat, input.telegramId)
    .then(inChannel, () => false);
  return { member, keepSeconds: channelCheckCacheSeconds };
}

/** Forgets every verdict (tests that script another answer for the same player). */
export function forgetChannelVerdicts(): void {
  verdicts.clear();
}
