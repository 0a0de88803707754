import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { journalTypes, transactionStatuses } from './ledger/types.ts';
import { QUESTION_SOURCES } from '../db/questions/value-lists.ts';
import { DIFFICULTIES, QUIZ_MODES, QUIZ_STATUSES } from './quiz/types.ts';
import { taskActions, taskTypes, verificationKinds } from './tasks/task-rules.ts';
import { USER_STATUSES } from './users/user-statuses.ts';

// Each value list is written once in TypeScript (imported by the API's schemas and the web app) and
// once as the database's check; this test keeps the two the same.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** The values a domain's or a table's check constraint allows, sorted. */
async function allowedValues(where: { domain: string } | { constraint: string }): Promise<string[]> {
  const rows =
    'domain' in where
      ? await db.sql<{ def: string }[]>`
          select pg_get_constraintdef(c.oid) as def
          from pg_constraint c join pg_type t on t.oid = c.contypid where t.typname = ${where.domain}`
      : await db.sql<{ def: string }[]>`
          select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${where.constraint}`;
  expect(rows).toHaveLength(1);
  return [...rows[0]!.def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]!).sort();
}

const sorted = (list: readonly string[]) => [...list].sort();

test('quiz difficulties, modes and statuses match the database domains', async () => {
  expect(await allowedValues({ domain: 'quiz_difficulty' })).toEqual(sorted(DIFFICULTIES));
  expect(await allowedValues({ constraint: 'questions_difficulty_check' })).toEqual(sorted(DIFFICULTIES));
  expect(await allowedValues({ domain: 'quiz_mode' })).toEqual(sorted(QUIZ_MODES));
  expect(await allowedValues({ domain: 'quiz_status' })).toEqual(sorted(QUIZ_STATUSES));
});

test('user statuses match the database domain', async () => {
  expect(await allowedValues({ domain: 'user_status' })).toEqual(sorted(USER_STATUSES));
});

test('journal (transaction) types and transaction statuses match the database', async () => {
  expect(await allowedValues({ domain: 'journal_type' })).toEqual(sorted(journalTypes));
  expect(await allowedValues({ constraint: 'transactions_status_check' })).toEqual(sorted(transactionStatuses));
});

test('question sources and task types, actions and verifications match the database', async () => {
  expect(await allowedValues({ constraint: 'questions_source_check' })).toEqual(sorted(QUESTION_SOURCES));
  expect(await allowedValues({ constraint: 'tasks_type_check' })).toEqual(sorted(taskTypes));
  expect(await allowedValues({ constraint: 'tasks_action_check' })).toEqual(sorted(taskActions));
  expect(await allowedValues({ constraint: 'tasks_verification_check' })).toEqual(sorted(verificationKinds));
});
