import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

/** The OpenAI-compatible service (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL, parsed in the env module). */
export type AiConfig = {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** Per request; a slow service is an error, not a hung job. */
  timeoutMs?: number;
  /** Further attempts after a timeout, a 429 or a 5xx, waiting backoffMs, then twice that, and so on. */
  retries?: number;
  backoffMs?: number;
};

/** A failure of the AI service, with a message an admin can act on. */
export class AiError extends Error {
  override name = 'AiError';
}

export type AiUsage = { promptTokens: number; completionTokens: number };
export type JsonSchema = { name: string; schema: Record<string, unknown> };

const isRetryable = (error: unknown) =>
  error instanceof OpenAI.APIConnectionError ||
  (error instanceof OpenAI.APIError &&
    typeof error.status === 'number' &&
    (error.status === 429 || error.status >= 500));

/** A server that refuses structured output says so in a 400 about response_format or json_schema. */
const refusesSchema = (error: unknown) =>
  error instanceof OpenAI.APIError &&
  error.status === 400 &&
  /response_format|json_schema|structured/i.test(`${error.message} ${JSON.stringify(error.error ?? '')}`);

function failureMessage(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'The AI service did not answer in time';
  if (error instanceof OpenAI.APIConnectionError) return 'The AI service could not be reached';
  if (error instanceof OpenAI.APIError) {
    const body = error.error as { message?: unknown } | undefined;
    const detail = typeof body?.message === 'string' ? body.message : error.message;
    return `The AI service answered ${error.status}: ${detail}`.slice(0, 300);
  }
  return error instanceof Error ? error.message : String(error);
}

export type AiClient = ReturnType<typeof createAiClient>;

/**
 * The one client of the AI service: chat completions that must answer a JSON object. Asks for the
 * given JSON schema and falls back to plain JSON mode where a compatible server refuses schemas;
 * the caller validates every reply either way (some servers ignore the schema silently).
 */
export function createAiClient(config: AiConfig) {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    maxRetries: 0,
    timeout: config.timeoutMs ?? 60_000,
  });
  const retries = config.retries ?? 2;
  const backoffMs = config.backoffMs ?? 1_000;
  let schemasRefused = false;

  async function attempt(body: OpenAI.ChatCompletionCreateParamsNonStreaming) {
    for (let n = 0; ; n++) {
      try {
        return await client.chat.completions.create(body);
      } catch (error) {
        if (n >= retries || !isRetryable(error)) throw error;
        await Bun.sleep(backoffMs * 2 ** n);
      }
    }
  }

  /** One completion whose reply is a JSON value; usage is reported even when the reply is unusable. */
  async function completeJson(
    messages: ChatCompletionMessageParam[],
    options: { schema?: JsonSchema; maxTokens: number; temperature: number },
    usage: AiUsage,
  ): Promise<unknown> {
    const body = {
      model: config.model,
      messages,
      max_tokens: options.maxTokens,
      temperature: options.temperature,
    };
    let reply: OpenAI.ChatCompletion;
    try {
      if (options.schema && !schemasRefused) {
        try {
          reply = await attempt({
            ...body,
            response_format: { type: 'json_schema', json_schema: { ...options.schema, strict: true } },
          });
        } catch (error) {
          if (!refusesSchema(error)) throw error;
          schemasRefused = true;
          reply = await attempt({ ...body, response_format: { type: 'json_object' } });
        }
      } else reply = await attempt({ ...body, response_format: { type: 'json_object' } });
    } catch (error) {
      throw new AiError(failureMessage(error));
    }
    usage.promptTokens += reply.usage?.prompt_tokens ?? 0;
    usage.completionTokens += reply.usage?.completion_tokens ?? 0;
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new AiError('The AI service returned no answer');
    try {
      return JSON.parse(content);
    } catch {
      throw new AiError('The AI reply was not valid JSON');
    }
  }

  return { model: config.model, completeJson };
}
