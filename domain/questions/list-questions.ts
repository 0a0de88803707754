import type { Db } from '../../db/connection.ts';
import {
  cappedCount,
  cursorAt,
  type Keyed,
  keysetOrder,
  keysetPage,
  keysetWhere,
  type ListKey,
  type ListTotal,
  likePattern,
  listPosition,
} from '../admin-list.ts';
import { DIFFICULTIES, type Difficulty } from '../quiz/types.ts';
import type { QuestionPool } from '../../db/questions/value-lists.ts';
import { questionColumns, questionJson, type QuestionRow } from './question-view.ts';

export type QuestionFilter = {
  search: string | null;
  difficulty: string | null;
  category: string | null;
  source: string | null;
  active: boolean | null;
  pool: QuestionPool | null;
};

const key: ListKey = { at: 'created_at', id: 'id', idType: 'uuid' };
/**
 * The question list counts up to 1,000: a text search's matches are rechecked row by row, and
 * counting 10,000 of them cost more than the page (scripts/bench/question-list.ts).
 */
const QUESTION_COUNT_CAP = 1_000;

/**
 * The filter's conditions, only those set (decision 0021: a generic plan cannot match
 * `$1 is null or col = $1` to an index). Each filter has an index led by its column and the list
 * order (migration 0060); the search is a trigram match of the question text (a GIN index).
 */
function where(db: Db, f: QuestionFilter) {
  return db`true
    ${f.difficulty ? db`and difficulty = ${f.difficulty}` : db``}
    ${f.category ? db`and category = ${f.category}` : db``}
    ${f.source ? db`and source = ${f.source}` : db``}
    ${f.pool ? db`and pool = ${f.pool}` : db``}
    ${f.active === null ? db`` : db`and is_active = ${f.active}`}
    ${f.search ? db`and question ilike ${likePattern(f.search)}` : db``}`;
}

/**
 * The admin question list (decision 0021): newest first, keyset pages both ways or from a date,
 * and the filter's total counted up to QUESTION_COUNT_CAP (a search's is what the page saw).
 */
export async function listQuestions(
  db: Db,
  input: QuestionFilter & { limit: number; cursor: string | null; date: string | null },
) {
  const position = listPosition({ cursor: input.cursor, date: input.date });
  const page = await keysetPage(
    input.limit,
    position,
    (at) => db<(QuestionRow & Keyed)[]>`
      select ${db.unsafe(questionColumns)}, ${cursorAt(db, key)} from questions
      where ${where(db, input)} and ${keysetWhere(db, key, at)}
      ${keysetOrder(db, key, at)} limit ${input.limit + 1}`,
  );
  // A search is not counted: counting a pattern's matches rechecks every candidate row (the
  // benchmark's rare-word search went from 15 ms to 500 ms); it reports what the page saw.
  const total: ListTotal = input.search
    ? { total: page.rows.length, totalKind: page.nextCursor || page.prevCursor ? 'atLeast' : 'exact' }
    : await cappedCount(
        db,
        db`select 1 from questions where ${where(db, input)} limit ${QUESTION_COUNT_CAP + 1}`,
        QUESTION_COUNT_CAP,
      );
  return { data: page.rows.map(questionJson), nextCursor: page.nextCursor, prevCursor: page.prevCursor, ...total };
}
export type QuestionPage = Awaited<ReturnType<typeof listQuestions>>;

/**
 * The tournament pool per difficulty (decision 0047): `unused` can still be drawn (active, not
 * retired, in no open tournament), `inOpenTournaments` are held by open ones, `retired` were served
 * by an ended tournament.
 */
async function tournamentPool(db: Db) {
  const rows = await db<{ difficulty: string; unused: number; in_open: number; retired: number }[]>`
    select q.difficulty,
      (count(*) filter (where q.is_active and q.retired_at is null and not o.open))::int as unused,
      (count(*) filter (where q.retired_at is null and o.open))::int as in_open,
      (count(*) filter (where q.retired_at is not null))::int as retired
    from questions q
    cross join lateral (select exists (select 1 from tournament_questions tq join tournaments t on t.id = tq.tournament_id
                                       where tq.question_id = q.id and t.status = 'active') as open) o
    where q.pool = 'tournament' group by q.difficulty`;
  return Object.fromEntries(
    DIFFICULTIES.map((d) => {
      const r = rows.find((x) => x.difficulty === d);
      return [d, { unused: r?.unused ?? 0, inOpenTournaments: r?.in_open ?? 0, retired: r?.retired ?? 0 }];
    }),
  ) as Record<Difficulty, { unused: number; inOpenTournaments: number; retired: number }>;
}

/** The manager tab's figures: one grouped scan of the bank's small columns, and the tournament pool's. */
export async function questionStats(db: Db) {
  const [rows, pool] = await Promise.all([
    db<{ source: string; difficulty: string; category: string; is_active: boolean; pool: string; n: number }[]>`
      select source, difficulty, category, is_active, pool, count(*)::int as n
      from questions group by source, difficulty, category, is_active, pool`,
    tournamentPool(db),
  ]);
  const sum = (key: 'source' | 'difficulty' | 'category' | 'pool') => {
    const out: Record<string, number> = {};
    for (const r of rows) out[r[key]] = (out[r[key]] ?? 0) + r.n;
    return out;
  };
  const byCategory = sum('category');
  const total = rows.reduce((n, r) => n + r.n, 0);
  const active = rows.filter((r) => r.is_active).reduce((n, r) => n + r.n, 0);
  return {
    total,
    active,
    inactive: total - active,
    bySource: sum('source'),
    byDifficulty: sum('difficulty'),
    byCategory,
    byPool: sum('pool'),
    tournamentPool: pool,
    topCategories: Object.entries(byCategory)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([category, count]) => ({ category, count })),
  };
}
export type QuestionStats = Awaited<ReturnType<typeof questionStats>>;

/** A question in the import file's format (what export writes, import reads back). */
const exportItem = (r: QuestionRow) => ({
  question: r.question,
  options: r.options,
  correctAnswer: r.correct_index,
  explanation: r.explanation,
  category: r.category,
  difficulty: r.difficulty,
  points: r.points,
  isActive: r.is_active,
  pool: r.pool,
  source: r.source,
});
export type ExportedQuestion = ReturnType<typeof exportItem>;

/** The filter as a JSON array in the import format, streamed from a database cursor (pulled as the client reads). */
export function exportQuestionsJson(db: Db, filter: QuestionFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cursor = db<QuestionRow[]>`
    select ${db.unsafe(questionColumns)} from questions where ${where(db, filter)} order by created_at, id`
    .cursor(500)
    [Symbol.asyncIterator]();
  let separator = '[\n';
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await cursor.next();
      if (done) {
        controller.enqueue(encoder.encode(separator === '[\n' ? '[]\n' : '\n]\n'));
        return controller.close();
      }
      const text = value.map((r) => JSON.stringify(exportItem(r))).join(',\n');
      controller.enqueue(encoder.encode(separator + text));
      separator = ',\n';
    },
    async cancel() {
      await cursor.return?.();
    },
  });
}
