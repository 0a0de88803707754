// The question bank's value lists (spec 002 section 9), as the database's checks hold them
// (domain/value-lists.test.ts compares them): storage, the rules and the back office all read them
// here. No imports, so the web app may import them as values.

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The categories of AI questions (also the seeded bank's), then the spec's manual categories. */
export const AI_CATEGORIES = ['Bitcoin', 'Ethereum', 'DeFi', 'Trading', 'Security', 'Technology'] as const;
export type AiCategory = (typeof AI_CATEGORIES)[number];
export const QUESTION_CATEGORIES = [...AI_CATEGORIES, 'crypto_basics', 'blockchain', 'trading', 'defi', 'nft'] as const;

/**
 * The AI generator's six topics per difficulty (spec 002 section 2.6), one in each category: what the
 * model is asked to write about, and the category its questions are filed under.
 */
export const AI_TOPICS: Record<Difficulty, readonly { topic: string; category: AiCategory }[]> = {
  easy: [
    { topic: 'What Bitcoin is', category: 'Bitcoin' },
    { topic: 'Ether and gas basics', category: 'Ethereum' },
    { topic: 'Stablecoins', category: 'DeFi' },
    { topic: 'Buying and selling on exchanges', category: 'Trading' },
    { topic: 'Wallets and seed phrases', category: 'Security' },
    { topic: 'Blocks and transactions', category: 'Technology' },
  ],
  medium: [
    { topic: 'Halving and supply', category: 'Bitcoin' },
    { topic: 'Smart contracts and tokens', category: 'Ethereum' },
    { topic: 'Lending and liquidity pools', category: 'DeFi' },
    { topic: 'Order types and market charts', category: 'Trading' },
    { topic: 'Phishing and common scams', category: 'Security' },
    { topic: 'Consensus mechanisms', category: 'Technology' },
  ],
  hard: [
    { topic: 'Lightning Network and Bitcoin Script', category: 'Bitcoin' },
    { topic: 'Rollups, the EVM and MEV', category: 'Ethereum' },
    { topic: 'AMM pricing and impermanent loss', category: 'DeFi' },
    { topic: 'Derivatives, funding rates and leverage', category: 'Trading' },
    { topic: 'Smart contract exploits', category: 'Security' },
    { topic: 'Cryptography and zero-knowledge proofs', category: 'Technology' },
  ],
};

/**
 * The category a generation's questions are filed under: its topic's, or the topic itself for a
 * generation asked before topics per difficulty, when the topic was a category; null for neither.
 */
export function aiTopicCategory(difficulty: Difficulty, topic: string): AiCategory | null {
  const listed = AI_TOPICS[difficulty].find((t) => t.topic === topic);
  if (listed) return listed.category;
  return (AI_CATEGORIES as readonly string[]).includes(topic) ? (topic as AiCategory) : null;
}
export const QUESTION_SOURCES = ['seed', 'manual', 'ai', 'import'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];
/** Practice questions serve standard and challenge quizzes; tournament questions only tournaments (decision 0047). */
export const QUESTION_POOLS = ['practice', 'tournament'] as const;
export type QuestionPool = (typeof QUESTION_POOLS)[number];
