import * as v from 'valibot';
import { shownText } from '../../domain/identity/display-name.ts';
import { parseAmount } from '../../domain/money.ts';
import { DIFFICULTIES } from '../../domain/quiz/types.ts';
import { translationsBody } from '../http/translations-body.ts';

const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));
const whole = (min: number, max: number, message: string) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number))],
      message,
    ),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
/** An amount in USDT (decimal string or number, at most 6 decimals) as micro-USDT, at least `min`. */
const amount = (min: number, message: string) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.maxLength(32)), v.number()], 'Please enter a valid amount'),
    v.transform((x) => parseAmount(x) ?? -1),
    v.minValue(0, 'Please enter a valid amount'),
    v.minValue(min, message),
  );
const name = shownText('Tournament name', 100);
const description = v.optional(shownText('Description', 500, { optional: true }), '');

/** A player's tournament; keys in the order their messages are reported. */
export const CreateBody = v.strictObject({
  name,
  description,
  entryFee: amount(1_000_000, 'Entry fee must be at least $1'),
  maxParticipants: whole(2, 1000, 'Max players must be between 2 and 1000'),
  timeLimit: whole(1, 60, 'Time limit must be between 1 and 60 minutes'),
});

/** An ISO date with an optional time and offset ("2026-03-01", "2026-03-01T18:00", "...Z"). */
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** The day exists in its month: JavaScript rolls 2026-02-30 over to March 2 silently. */
const realDay = (y: number, m: number, d: number) => {
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};
const date = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => {
      const parts = isoDateTime.exec(s);
      return (
        parts !== null && realDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) && !Number.isNaN(Date.parse(s))
      );
    }, message),
    v.transform((s) => new Date(s)),
  );

/** Each place pays at most what the place above it pays. */
const nonIncreasing = (split: number[]) => split.every((share, i) => i === 0 || share <= split[i - 1]!);

/** An admin's sponsored tournament (spec 002 section 2.7). */
export const AdminCreateBody = v.pipe(
  v.strictObject({
    name,
    category: v.optional(
      v.picklist(
        ['crypto', 'defi', 'nft', 'trading', 'general'],
        'Category must be crypto, defi, nft, trading or general',
      ),
      'general',
    ),
    description,
    entryFee: v.optional(amount(0, 'Entry fee cannot be negative'), '0'),
    prizePool: v.optional(amount(0, 'Prize pool cannot be negative'), '0'),
    prizeSplit: v.optional(
      v.pipe(
        v.array(whole(1, 100, 'Each prize share is a whole percentage'), 'Prize split must be a list of percentages'),
        v.minLength(1, 'Prize split must add up to 100%'),
        v.maxLength(10, 'Prize split can pay at most 10 places'),
        v.check((split) => split.reduce((sum, p) => sum + p, 0) === 100, 'Prize split must add up to 100%'),
        v.check(nonIncreasing, 'Prize split cannot pay a lower place more than a higher one'),
      ),
      [100],
    ),
    maxParticipants: v.optional(whole(2, 10_000, 'Max participants must be between 2 and 10000')),
    startDate: date('Please enter a valid start date'),
    endDate: date('Please enter a valid end date'),
    rules: v.optional(text(2000, 'Rules must be at most 2000 characters'), ''),
    difficulty: v.optional(v.picklist(DIFFICULTIES, 'Difficulty must be easy, medium or hard')),
    questionCount: v.optional(whole(1, 50, 'Question count must be between 1 and 50')),
    translations: translationsBody,
  }),
  v.check((b) => b.endDate > b.startDate, 'End date must be after the start date'),
);

export const CancelBody = v.strictObject({
  reason: v.pipe(
    v.string('Please provide a reason for cancelling'),
    v.trim(),
    v.minLength(1, 'Please provide a reason for cancelling'),
    v.maxLength(500, 'Reason must be at most 500 characters'),
  ),
});

export const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Tournament not found')) });

const limit = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 100'),
    v.transform(Number),
    v.minValue(1, 'limit must be a number from 1 to 100'),
    v.maxValue(100, 'limit must be a number from 1 to 100'),
  ),
  '20',
);
const cursor = v.optional(v.pipe(v.string(), v.maxLength(100, 'Invalid cursor')));

export const LobbyQuery = v.object({
  status: v.optional(v.picklist(['active', 'upcoming', 'completed', 'mine'], 'Unknown status'), 'active'),
  limit,
  cursor,
});

export const AdminListQuery = v.object({
  status: v.optional(v.picklist(['active', 'upcoming', 'completed', 'cancelled'], 'Unknown status')),
  category: v.optional(v.pipe(v.string(), v.maxLength(20))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  limit,
  cursor,
  date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'))),
});
