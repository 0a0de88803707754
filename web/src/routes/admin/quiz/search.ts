export const QUIZ_TABS = ['questions', 'generator', 'manager'] as const;
export type QuizTab = (typeof QUIZ_TABS)[number];
export interface QuizSearch {
  tab?: Exclude<QuizTab, 'questions'>;
}

/** The Quiz Management screen's URL search: the open tab (the bank when absent or unknown). */
export function parseQuizSearch(s: Record<string, unknown>): QuizSearch {
  return { tab: s.tab === 'generator' || s.tab === 'manager' ? s.tab : undefined };
}
