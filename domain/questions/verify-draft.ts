import * as v from 'valibot';
import type { Db } from '../../db/connection.ts';
import { type AiClient, AiError, type AiUsage } from './ai-client.ts';
import { draftProblems, optionsKey, questionKey } from './question-rules.ts';

export type Draft = {
  question: string;
  options: string[];
  correct: number;
  explanation: string;
  category: string;
  difficulty: string;
};
export type Verdict = 'passed' | 'failed' | 'unverified';
export type Checked = Draft & { verdict: Verdict; reasons: string[] };

const draftInput = (d: Draft) => ({ ...d, correctAnswer: d.correct });

/** The spec's shape rules, then duplicates of the bank (same text, or a close text with the same options). */
export async function structuralProblems(db: Db, draft: Draft): Promise<string[]> {
  const problems = draftProblems(draftInput(draft));
  if (problems.length > 0) return problems;
  const key = questionKey(draft.question);
  // The exact text by its index; close texts by the trigram index (then the same options make it a duplicate).
  const candidates = await db<{ exact: boolean; options: string[] }[]>`
    select question_key = ${key} as exact, options from questions
    where question_key = ${key} or (question % ${draft.question} and similarity(question, ${draft.question}) > 0.6)
    limit 20`;
  if (candidates.some((c) => c.exact)) return ['Duplicate of a question already in the bank'];
  if (candidates.some((c) => optionsKey(c.options) === optionsKey(draft.options)))
    return ['Same question and options as one already in the bank'];
  return [];
}

const BlindAnswer = v.object({ answer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)) });

/** The model answers the question without the key; the draft passes only when it picks the key. */
export async function blindCheck(
  ai: AiClient,
  draft: Draft,
  usage: AiUsage,
): Promise<{ verdict: Verdict; reason: string }> {
  let reply: unknown;
  try {
    reply = await ai.completeJson(
      [
        {
          role: 'system',
          content:
            'You answer multiple-choice questions about cryptocurrency accurately. Reply with a JSON object {"answer": <index of the correct option, 0-3>} and nothing else.',
        },
        {
          role: 'user',
          content: `${draft.question}\n${draft.options.map((o, i) => `${i}. ${o}`).join('\n')}`,
        },
      ],
      {
        schema: {
          name: 'answer',
          schema: {
            type: 'object',
            properties: { answer: { type: 'integer', minimum: 0, maximum: 3 } },
            required: ['answer'],
            additionalProperties: false,
          },
        },
        maxTokens: 50,
        temperature: 0,
      },
      usage,
    );
  } catch (error) {
    const message = error instanceof AiError ? error.message : 'unexpected error';
    return { verdict: 'unverified', reason: `Could not be checked: ${message}` };
  }
  const parsed = v.safeParse(BlindAnswer, reply);
  if (!parsed.success) return { verdict: 'unverified', reason: 'Could not be checked: the blind answer was malformed' };
  const answer = parsed.output.answer;
  if (answer !== draft.correct)
    return {
      verdict: 'failed',
      reason: `Answered blind, the model chose option ${answer + 1} ("${draft.options[answer]}"), not the key's option ${draft.correct + 1}`,
    };
  return { verdict: 'passed', reason: 'Answered blind, the model chose the key' };
}

/** The whole gate for one draft; a draft that fails the shape or duplicate rules is not sent to the model. */
export async function verifyDraft(db: Db, ai: AiClient, draft: Draft, usage: AiUsage): Promise<Checked> {
  const problems = await structuralProblems(db, draft);
  if (problems.length > 0) return { ...draft, verdict: 'failed', reasons: problems };
  const check = await blindCheck(ai, draft, usage);
  return { ...draft, verdict: check.verdict, reasons: [check.reason] };
}
