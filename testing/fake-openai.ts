// A local stand-in for an OpenAI-compatible /v1/chat/completions in tests: the real request and
// reply shapes (ChatCompletion, the { error } body), scripted per test; every call is recorded.

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens?: number;
  temperature?: number;
  response_format?: { type: string; json_schema?: { name: string } };
};
export type FakeReply = { status?: number; body?: unknown; raw?: string; delayMs?: number };

const usage = { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 };

export function startFakeOpenAi(apiKey = 'sk-test-key') {
  const calls: ChatRequest[] = [];
  let handler: (request: ChatRequest) => FakeReply = () => fake.error(500, 'not scripted');
  let refuseSchemas = false;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 30,
    async fetch(request): Promise<Response> {
      if (new URL(request.url).pathname !== '/v1/chat/completions' || request.method !== 'POST')
        return Response.json(
          { error: { message: 'Not found', type: 'invalid_request_error', param: null, code: null } },
          { status: 404 },
        );
      if (request.headers.get('authorization') !== `Bearer ${apiKey}`)
        return Response.json(
          {
            error: {
              message: 'Incorrect API key provided',
              type: 'invalid_request_error',
              param: null,
              code: 'invalid_api_key',
            },
          },
          { status: 401 },
        );
      const body = (await request.json()) as ChatRequest;
      calls.push(body);
      const reply: FakeReply =
        refuseSchemas && body.response_format?.type === 'json_schema'
          ? fake.error(
              400,
              "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
            )
          : handler(body);
      if (reply.delayMs) await Bun.sleep(reply.delayMs);
      return new Response(reply.raw ?? JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const fake = {
    url: `http://127.0.0.1:${server.port}/v1`,
    apiKey,
    calls,
    /** Scripts every reply. */
    on(next: (request: ChatRequest) => FakeReply) {
      handler = next;
    },
    /** Behave like a compatible server that accepts only `json_object`. */
    refuseJsonSchemas(refuse = true) {
      refuseSchemas = refuse;
    },
    /** Whether a request is the gate's blind answer (else it asks for drafts). */
    isBlindAnswer: (request: ChatRequest) => request.messages[0]?.content.startsWith('You answer') ?? false,
    /** The question text of a blind-answer request. */
    blindQuestion: (request: ChatRequest) => request.messages[1]?.content.split('\n')[0] ?? '',
    completion: (content: string, model = 'gpt-test'): FakeReply => ({
      body: {
        id: `chatcmpl-${crypto.randomUUID()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
        ],
        usage,
      },
    }),
    json: (value: unknown) => fake.completion(JSON.stringify(value)),
    error: (status: number, message: string): FakeReply => ({
      status,
      body: {
        error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', param: null, code: null },
      },
    }),
    stop: () => server.stop(true),
  };
  return fake;
}

export type FakeOpenAi = ReturnType<typeof startFakeOpenAi>;
