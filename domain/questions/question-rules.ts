import * as v from 'valibot';
import { DIFFICULTIES } from '../quiz/types.ts';
import { QUESTION_CATEGORIES, QUESTION_POOLS } from '../../db/questions/value-lists.ts';

export const DEFAULT_POINTS = 10;

/** The spec's messages (002 section 5: AI question edit, manual question add). */
export const questionMessages = {
  required: 'Please fill in all required fields',
  questionShort: 'Question text too short',
  fourOptions: 'Must have exactly 4 options',
  correctRange: 'Correct answer must be 0-3',
  explanationShort: 'Explanation too short',
} as const;

const requiredText = (max: number) =>
  v.pipe(
    v.string(questionMessages.required),
    v.trim(),
    v.nonEmpty(questionMessages.required),
    v.maxLength(max, `Text must be at most ${max} characters`),
  );

/** A question as an admin writes it (manual add and edit, one row of an import). */
export const QuestionInput = v.object(
  {
    question: v.pipe(requiredText(500), v.minLength(10, questionMessages.questionShort)),
    options: v.pipe(
      v.array(requiredText(200), questionMessages.fourOptions),
      v.length(4, questionMessages.fourOptions),
      v.check(
        (o) => o.length !== 4 || new Set(o.map((x) => x.toLowerCase())).size === 4,
        'Options must all be different',
      ),
    ),
    correctAnswer: v.pipe(
      v.number(questionMessages.correctRange),
      v.integer(questionMessages.correctRange),
      v.minValue(0, questionMessages.correctRange),
      v.maxValue(3, questionMessages.correctRange),
    ),
    explanation: v.pipe(requiredText(1000), v.minLength(20, questionMessages.explanationShort)),
    category: v.picklist(QUESTION_CATEGORIES, `Category must be one of ${QUESTION_CATEGORIES.join(', ')}`),
    difficulty: v.picklist(DIFFICULTIES, 'Difficulty must be easy, medium or hard'),
    points: v.optional(
      v.pipe(
        v.number('Points must be a number from 1 to 100'),
        v.integer('Points must be a number from 1 to 100'),
        v.minValue(1, 'Points must be a number from 1 to 100'),
        v.maxValue(100, 'Points must be a number from 1 to 100'),
      ),
      DEFAULT_POINTS,
    ),
    isActive: v.optional(v.boolean('isActive must be true or false'), true),
    pool: v.optional(v.picklist(QUESTION_POOLS, 'Pool must be practice or tournament'), 'practice'),
    // A missing field (or a row that is not an object) is the spec's required-fields message.
  },
  questionMessages.required,
);
export type QuestionInput = v.InferOutput<typeof QuestionInput>;

/** Every problem of a drafted question, in the spec's words (an AI draft reports them all). */
export function draftProblems(input: unknown): string[] {
  const parsed = v.safeParse(QuestionInput, input, { abortEarly: false });
  return parsed.success ? [] : [...new Set(parsed.issues.map((i) => i.message))];
}

/** The text a duplicate is recognised by; the same expression as the `question_key` column (migration 0060). */
export const questionKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The options as a set, to recognise the same question reworded. */
export const optionsKey = (options: readonly string[]) => options.map(questionKey).sort().join('|');
