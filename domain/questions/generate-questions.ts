import * as v from 'valibot';
import { type Sql, transaction } from '../../db/connection.ts';
import { aiTopicCategory, type Difficulty } from '../../db/questions/value-lists.ts';
import { type AiClient, AiError, type AiUsage } from './ai-client.ts';
import { questionKey } from './question-rules.ts';
import { type Checked, type Draft, verifyDraft } from './verify-draft.ts';

const questionsSchema = {
  name: 'quiz_questions',
  schema: {
    type: 'object',
    properties: {
      questions: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            question: { type: 'string' },
            options: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 },
            correct: { type: 'integer', minimum: 0, maximum: 3 },
            explanation: { type: 'string' },
          },
          required: ['question', 'options', 'correct', 'explanation'],
          additionalProperties: false,
        },
      },
    },
    required: ['questions'],
    additionalProperties: false,
  },
};

/** The reply's outline; each question's content is judged by the gate, so a bad one is reported, not dropped. */
const Reply = v.object({ questions: v.pipe(v.array(v.unknown()), v.minLength(1)) });
const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');

function draftOf(item: unknown, difficulty: string, category: string): Draft {
  const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  return {
    question: text(o.question),
    options: Array.isArray(o.options) ? o.options.map(text) : [],
    correct: Number.isInteger(o.correct) && Math.abs(o.correct as number) < 100 ? (o.correct as number) : -1,
    explanation: text(o.explanation),
    category,
    difficulty,
  };
}

type Generation = { id: string; count: number; difficulty: Difficulty; topic: string };

async function askForDrafts(ai: AiClient, g: Generation, usage: AiUsage): Promise<Draft[]> {
  const category = aiTopicCategory(g.difficulty, g.topic);
  if (!category) throw new AiError(`${g.topic} is not a topic of ${g.difficulty} questions`);
  const reply = await ai.completeJson(
    [
      {
        role: 'system',
        content:
          'You write accurate multiple-choice quiz questions about cryptocurrency for a quiz game. Each question has exactly 4 distinct options and exactly one correct option. Reply with a JSON object only.',
      },
      {
        role: 'user',
        content: `Write ${g.count} ${g.difficulty} questions about ${g.topic} (category: ${category}). Reply as {"questions": [{"question": "...", "options": ["...", "...", "...", "..."], "correct": <index 0-3 of the right option>, "explanation": "why the answer is right, at least 20 characters"}]}.`,
      },
    ],
    { schema: questionsSchema, maxTokens: 2000, temperature: 0.7 },
    usage,
  );
  const parsed = v.safeParse(Reply, reply);
  if (!parsed.success) throw new AiError('The AI reply held no list of questions');
  return parsed.output.questions.slice(0, g.count).map((item) => draftOf(item, g.difficulty, category));
}

/**
 * The `questions__generate` job: asks the model for drafts, puts each through the gate (shape,
 * duplicates, a blind answer by the model), and stores them with their verdicts. Idempotent: a
 * finished generation is left alone, a re-run replaces the drafts of an interrupted one. An AI
 * failure marks the generation failed with the spec's message; no fallback questions are made up.
 */
export async function generateQuestions(sql: Sql, ai: AiClient | null, generationId: string): Promise<void> {
  const [g] = await sql<Generation[]>`
    update question_generations set status = 'running' where id = ${generationId} and status in ('queued', 'running')
    returning id, count, difficulty, topic`;
  if (!g) return;
  const usage: AiUsage = { promptTokens: 0, completionTokens: 0 };
  let checked: Checked[];
  try {
    if (!ai) throw new AiError('AI generation is not configured');
    const drafts = await askForDrafts(ai, g, usage);
    const seen = new Set<string>();
    checked = await Promise.all(
      drafts.map(async (draft) => {
        const key = questionKey(draft.question);
        if (key && seen.has(key))
          return { ...draft, verdict: 'failed' as const, reasons: ['Duplicate of another draft in this batch'] };
        seen.add(key);
        return verifyDraft(sql, ai, draft, usage);
      }),
    );
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    await sql`
      update question_generations set status = 'failed', error = ${`Failed to generate questions: ${error.message}`},
        prompt_tokens = ${usage.promptTokens}, completion_tokens = ${usage.completionTokens}, finished_at = now()
      where id = ${g.id}`;
    return;
  }
  await transaction(sql, async (tx) => {
    await tx`delete from question_drafts where generation_id = ${g.id}`;
    const rows = checked.map((d, position) => ({
      position,
      question: d.question,
      options: d.options,
      correct_index: d.correct,
      explanation: d.explanation,
      category: d.category,
      difficulty: d.difficulty,
      verdict: d.verdict,
      reasons: d.reasons,
    }));
    await tx`
      insert into question_drafts (generation_id, position, question, options, correct_index, explanation, category, difficulty, verdict, reasons)
      select ${g.id}, position, question, options, correct_index, explanation, category, difficulty, verdict, reasons
      from jsonb_to_recordset(${tx.json(rows as never)}) as t(position smallint, question text, options jsonb,
        correct_index smallint, explanation text, category text, difficulty text, verdict text, reasons jsonb)`;
    await tx`
      update question_generations set status = 'done', prompt_tokens = ${usage.promptTokens},
        completion_tokens = ${usage.completionTokens}, finished_at = now()
      where id = ${g.id}`;
  });
}
