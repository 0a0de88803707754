import type { Sql, Tx } from './connection.ts';
import { questionBank } from './questions/bank.ts';
import type { BankQuestion } from './questions/question.ts';
import { tournamentQuestionBank } from './questions/tournament-bank.ts';
import { achievementSeed } from './seed-data/achievements.ts';

/** Networks the product supports, with the spec's fee ranges and speeds (spec 000 section 9). */
const networks = [
  {
    code: 'TRC20',
    name: 'TRC20 (Tron)',
    format: 'T + 33 base58 characters',
    fee: '1-2',
    speed: 'Fast',
    min: 10,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  },
  {
    code: 'ERC20',
    name: 'ERC20 (Ethereum)',
    format: '0x + 40 hex digits',
    fee: '5-20',
    speed: 'Medium',
    min: 20,
    address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  },
  {
    code: 'BEP20',
    name: 'BEP20 (BSC)',
    format: '0x + 40 hex digits',
    fee: '0.5-2',
    speed: 'Fast',
    min: 5,
    address: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3',
  },
  {
    code: 'Polygon',
    name: 'Polygon (MATIC)',
    format: '0x + 40 hex digits',
    fee: '0.01-0.1',
    speed: 'Fast',
    min: 5,
    address: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
  },
  {
    code: 'Arbitrum',
    name: 'Arbitrum',
    format: '0x + 40 hex digits',
    fee: '0.1-0.5',
    speed: 'Fast',
    min: 5,
    address: '0xB38e8c17e38363aF6EbdCb3dAE12e0243582891D',
  },
  {
    code: 'Optimism',
    name: 'Optimism',
    format: '0x + 40 hex digits',
    fee: '0.1-0.5',
    speed: 'Fast',
    min: 5,
    address: '0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5',
  },
  {
    code: 'TON',
    name: 'TON',
    format: 'raw 0:<64 hex> or 48-character user-friendly',
    fee: '0.01-0.05',
    speed: 'Fast',
    min: 5,
    address: 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
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
 * Idempotent seed data every installation needs: settings row, networks and their deposit
 * addresses, achievements, the practice question bank and the tournament question pool.
 */
export async function seed(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`insert into app_settings (id) values ('appSettings') on conflict do nothing`;
    for (const [i, n] of networks.entries()) {
      await tx`
        insert into networks (code, name, address_format, fee_range, speed, sort_order)
        values (${n.code}, ${n.name}, ${n.format}, ${n.fee}, ${n.speed}, ${i})
        on conflict (code) do nothing`;
      await tx`
        insert into deposit_addresses (network, address, label, min_deposit, max_deposit, processing_time)
        select ${n.code}, ${n.address}, ${`${n.code} main wallet`}, ${n.min * 1_000_000}, ${10_000 * 1_000_000}, '5-10 minutes'
        where not exists (select 1 from deposit_addresses where network = ${n.code})`;
    }
    for (const [i, a] of achievementSeed.entries()) {
      await tx`
        insert into achievements (id, title, description, type, icon, rarity, reward, sort_order, category, metric, target)
        values (${a.id}, ${a.title}, ${a.description}, ${a.type}, ${a.icon}, ${a.rarity}, ${a.reward}, ${i},
                ${a.category}, ${a.requirement.metric}, ${a.requirement.target})
        on conflict (id) do nothing`;
    }
    await seedQuestions(tx, questionBank, 'practice');
    await seedQuestions(tx, tournamentQuestionBank, 'tournament');
  });
}
