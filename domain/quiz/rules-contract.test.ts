import { expect, test } from 'bun:test';
import { defaultSettings } from '../settings/defaults.ts';
import { quizRules, quizRulesJson } from './quiz-rules.ts';

// The quiz's SQL functions read their limits from `p_rules` jsonb: a key the TypeScript does not
// produce reads as null and silently skips its check. Every key the SQL reads must be produced.
const sqlFiles = new Bun.Glob('**/*.sql');

async function keysReadBySql(pattern: RegExp): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const file of sqlFiles.scan({ cwd: `${import.meta.dir}/..` })) {
    const text = await Bun.file(`${import.meta.dir}/../${file}`).text();
    for (const match of text.matchAll(pattern)) keys.add(match[1] as string);
  }
  return keys;
}

test('every p_rules key the SQL functions read is produced by quizRulesJson, with a value', async () => {
  const rules = quizRulesJson(quizRules(defaultSettings)) as Record<string, unknown>;
  const read = await keysReadBySql(/p_rules\s*->>?\s*'(\w+)'/g);
  expect(read.size).toBeGreaterThan(20);
  for (const key of read) {
    expect({ key, value: rules[key] ?? null }).not.toEqual({ key, value: null });
  }
});

test("every key of the reward rules the SQL reads (p_rules->'reward') is produced, with a value", async () => {
  const reward = quizRulesJson(quizRules(defaultSettings)).reward as Record<string, unknown>;
  const read = await keysReadBySql(/v_reward_rules\s*->>?\s*'(\w+)'/g);
  expect(read.size).toBeGreaterThan(2);
  for (const key of read) {
    expect({ key, value: reward[key] ?? null }).not.toEqual({ key, value: null });
  }
});
