import { toJsonSchema } from '@valibot/to-json-schema';
import type { AnyElysia } from 'elysia';

type RouteHooks = { body?: unknown; detail?: { summary?: string } };

/** The OpenAPI description of every /api route, built from the routes and their valibot schemas; `version` is System Settings > API > API version. */
export function openApiDocument(app: AnyElysia, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue;
    const hooks = (route.hooks ?? {}) as RouteHooks;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: hooks.detail?.summary ?? '',
      responses: { default: { description: '{ data } on success, { error: { code, message } } on failure' } },
    };
    if (hooks.body) {
      let schema: unknown = {};
      try {
        schema = toJsonSchema(hooks.body as never, { errorMode: 'ignore' });
      } catch {
        schema = {};
      }
      operation.requestBody = { content: { 'application/json': { schema } } };
    }
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (params.length) operation.parameters = params;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Crypto quiz API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
