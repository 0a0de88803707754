import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { loadEnv } from '../../config/env.ts';
import { type AiClient, createAiClient } from '../../domain/questions/ai-client.ts';
import { generateQuestions } from '../../domain/questions/generate-questions.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({ generationId: v.pipe(v.string(), v.uuid()) });

let ai: AiClient | null | undefined;
/** The AI service from the environment (parsed once); null when OPENAI_API_KEY is not set. */
function aiFromEnv(): AiClient | null {
  if (ai === undefined) {
    const env = loadEnv();
    ai = env.OPENAI_API_KEY
      ? createAiClient({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL })
      : null;
  }
  return ai;
}

/** An admin's AI generation: drafts through the verification gate (domain/questions/generate-questions.ts). Idempotent. */
export const questions__generate: Task = async (payload, helpers) => {
  const { generationId } = v.parse(Payload, payload);
  await generateQuestions(connectForTask(), aiFromEnv(), generationId);
  helpers.logger.info(`question generation ${generationId} finished`);
};
