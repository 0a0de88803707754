import type { Sql, Tx } from './connection.ts';
import { questionBank } from './questions/bank.ts';
import type { BankQuestion } from './questions/question.ts';
import { tournamentQuestionBank } from './questions/tournament-bank.ts';
import { achievementSeed } from './seed-data/achievements.ts';
import { starterTasks } from './seed-data/starter-tasks.ts';

/**
 * Networks the product supports, with the spec's fee ranges and speeds (spec 000 section 9). No
 * deposit address is seeded: the operator adds their own in Wallet Settings (decision 0051).
 */
const networks = [
  {
    code: 'TRC20',
    name: 'TRC20 (Tron)',
    format: 'T + 33 base58 characters',
    fee: '1-2',
    speed: 'Fast',
  },
  {
    code: 'ERC20',
    name: 'ERC20 (Ethereum)',
    format: '0x + 40 hex digits',
    fee: '5-20',
    speed: 'Medium',
  },
  {
    code: 'BEP20',
    name: 'BEP20 (BSC)',
    format: '0x + 40 hex digits',
    fee: '0.5-2',
    speed: 'Fast',
  },
  {
    code: 'Polygon',
    name: 'Polygon (MATIC)',
    format: '0x + 40 hex digits',
    fee: '0.01-0.1',
    speed: 'Fast',
  },
  {
    code: 'Arbitrum',
    name: 'Arbitrum',
    format: '0x + 40 hex digits',
    fee: '0.1-0.5',
    speed: 'Fast',
  },
  {
    code: 'Optimism',
    name: 'Optimism',
    format: '0x + 40 hex digits',
    fee: '0.1-0.5',
    speed: 'Fast',
  },
  {
    code: 'TON',
    name: 'TON',
    format: 'raw 0:<64 hex> or 48-character user-friendly',
    fee: '0.01-0.05',
    speed: 'Fast',
  },
];

/** The bank's questions into a pool, once: a question already in the bank (by its text) is left as it is. */
async function seedQuestions(tx: Tx, questions: BankQuestion[], pool: 'practice' | 'tournament') {
  const rows = questions.map((q) => ({
    question: q.question,
    options: q.options,
    correct_index: q.correctAnswer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    category: q.category,
  }));
  await tx`
    insert into questions (question, options, correct_index, explanation, difficulty, category, source, pool)
    select question, options, correct_index, explanation, difficulty, category, 'seed', ${pool}
    from jsonb_to_recordset(${tx.json(rows as never)})
      as t(question text, options jsonb, correct_index smallint, explanation text, difficulty text, category text)
    on conflict (question) do nothing`;
}

/**
 * The starter earn tasks, once per installation (the marker keeps a task the operator deleted from
 * coming back). One seeded before they were worded per language gets its wordings, while its texts
 * are still as shipped and nobody worded it (an operator's own wording is kept).
 */
async function seedStarterTasks(tx: Tx) {
  const tasks = tx.json(starterTasks as never);
  const [first] =
    await tx`insert into seed_markers (key) values ('starter_tasks') on conflict do nothing returning key`;
  if (first) {
    await tx`
      insert into tasks (type, title, description, reward, action, verification, requirements, translations, is_active, activated_at)
      select type, title, description, reward, action, verification, requirements, translations, true, now()
      from jsonb_to_recordset(${tasks})
        as t(type text, title text, description text, reward bigint, action text, verification text, requirements jsonb, translations jsonb)`;
    return;
  }
  await tx`
    update tasks set translations = s.translations
    from jsonb_to_recordset(${tasks}) as s(title text, description text, verification text, translations jsonb)
    where tasks.translations = '{}' and tasks.title = s.title and tasks.description = s.description
      and tasks.verification = s.verification`;
}

/**
 * Idempotent seed data every installation needs: settings row, networks, achievements, the practice
 * question bank, the tournament question pool and, once, the starter earn tasks.
 */
export async function seed(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`insert into app_settings (id) values ('appSettings') on conflict do nothing`;
    for (const [i, n] of networks.entries()) {
      await tx`
        insert into networks (code, name, address_format, fee_range, speed, sort_order)
        values (${n.code}, ${n.name}, ${n.format}, ${n.fee}, ${n.speed}, ${i})
        on conflict (code) do nothing`;
    }
    // A seeded achievement gets its wordings per language; one seeded before them gets them too, while
    // its texts are still as shipped and nobody worded it (an operator's own wording is kept).
    for (const [i, a] of achievementSeed.entries()) {
      await tx`
        insert into achievements (id, title, description, translations, type, icon, rarity, reward, sort_order, category, metric, target)
        values (${a.id}, ${a.title}, ${a.description}, ${tx.json(a.translations as never)}, ${a.type}, ${a.icon}, ${a.rarity},
                ${a.reward}, ${i}, ${a.category}, ${a.requirement.metric}, ${a.requirement.target})
        on conflict (id) do update set translations = excluded.translations
        where achievements.translations = '{}' and achievements.title = excluded.title
          and achievements.description = excluded.description`;
    }
    await seedQuestions(tx, questionBank, 'practice');
    await seedQuestions(tx, tournamentQuestionBank, 'tournament');
    await seedStarterTasks(tx);
  });
}
