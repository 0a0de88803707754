// The question bank's value lists (spec 002 section 9), as the database's checks hold them
// (domain/value-lists.test.ts compares them): storage, the rules and the back office all read them
// here. No imports, so the web app may import them as values.

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The AI topics (also the seeded bank's categories), then the spec's manual categories. */
export const AI_TOPICS = ['Bitcoin', 'Ethereum', 'DeFi', 'Trading', 'Security', 'Technology'] as const;
export const QUESTION_CATEGORIES = [...AI_TOPICS, 'crypto_basics', 'blockchain', 'trading', 'defi', 'nft'] as const;
export const QUESTION_SOURCES = ['seed', 'manual', 'ai', 'import'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];
/** Practice questions serve standard and challenge quizzes; tournament questions only tournaments (decision 0047). */
export const QUESTION_POOLS = ['practice', 'tournament'] as const;
export type QuestionPool = (typeof QUESTION_POOLS)[number];
