import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { AppError } from '../errors.ts';

const TelegramUser = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string()),
  username: v.optional(v.string()),
  photo_url: v.optional(v.string()),
  language_code: v.optional(v.string()),
  allows_write_to_pm: v.optional(v.boolean()),
});
export type TelegramUser = v.InferOutput<typeof TelegramUser>;
export type ValidInitData = { user: TelegramUser; authDate: Date; startParam: string | null };

const refuse = (why: string) => new AppError('INVALID_INIT_DATA', `Invalid Telegram init data: ${why}`);

/**
 * Checks Telegram Mini App init data as Telegram documents it: data-check-string of all fields but
 * hash, sorted, joined by newlines; key = HMAC_SHA256("WebAppData", bot token); constant-time compare.
 */
export function validateInitData(
  initData: string,
  botToken: string,
  maxAgeSeconds: number,
  now = new Date(),
): ValidInitData {
  if (!botToken) throw refuse('Telegram sign-in is not configured');
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) throw refuse('missing signature');
  const dataCheckString = [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) throw refuse('bad signature');

  const authSeconds = Number(params.get('auth_date'));
  if (!Number.isInteger(authSeconds) || authSeconds <= 0) throw refuse('missing auth_date');
  const ageSeconds = now.getTime() / 1000 - authSeconds;
  if (ageSeconds > maxAgeSeconds) throw refuse('expired');
  if (ageSeconds < -300) throw refuse('auth_date in the future');

  let userJson: unknown;
  try {
    userJson = JSON.parse(params.get('user') ?? '');
  } catch {
    throw refuse('missing user');
  }
  // A JSON number past 2^53 has already lost digits here, and would fail where it is stored.
  const id = (userJson as { id?: unknown } | null)?.id;
  if (typeof id === 'number' && !Number.isSafeInteger(id))
    throw new AppError('VALIDATION_ERROR', 'Invalid Telegram init data: the user id is out of range');
  const user = v.safeParse(TelegramUser, userJson);
  if (!user.success) throw refuse('malformed user');
  return { user: user.output, authDate: new Date(authSeconds * 1000), startParam: params.get('start_param') };
}

/** Signs init data the way Telegram does; used by tests and the local fake client. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
