import { toJsonSchema } from '@valibot/to-json-schema';
import type { AnyElysia } from 'elysia';
import { errorStatus } from '../../domain/errors.ts';
import written from './replies.json';

/** Each route's 2xx reply, written from its handler's return type by scripts/openapi-replies.ts (decision 0076). */
const { replies, components } = written as {
  replies: Record<string, { contentType: string; schema?: object }>;
  components: Record<string, object>;
};

type RouteHooks = { body?: unknown; query?: unknown; params?: unknown; detail?: { summary?: string } };
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; format?: string };

/** Whether a route belongs in the description: every /api route but the catch-all that answers NOT_FOUND. */
export const isDescribedRoute = (route: { method: string; path: string }) =>
  route.path.startsWith('/api/') && !route.path.includes('*') && route.method !== 'ALL';

/** An OpenAPI path, `/api/users/{id}/avatar`, of an Elysia one, `/api/users/:id/avatar`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The JSON Schema of a valibot schema; the parts JSON Schema cannot say (transforms, checks) are left out. */
function jsonSchemaOf(schema: unknown): JsonSchema {
  try {
    return toJsonSchema(schema as never, { errorMode: 'ignore' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The reply of a failure, in the contract's shape (shared/API.md). */
const errorReply = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string', enum: Object.keys(errorStatus) }, message: { type: 'string' } },
    },
  },
};

/** Every status a failure may have, with the codes it carries (a 503's reply also has Retry-After). */
const errorResponses = Object.fromEntries(
  [...new Set(Object.values(errorStatus))].map((status) => [
    String(status),
    {
      description: Object.entries(errorStatus)
        .filter(([, s]) => s === status)
        .map(([code]) => code)
        .join(', '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  ]),
);

/** The `in: path` and `in: query` parameters of a route, from its params and query schemas. */
function parametersOf(path: string, hooks: RouteHooks) {
  const params = hooks.params ? jsonSchemaOf(hooks.params) : {};
  const query = hooks.query ? jsonSchemaOf(hooks.query) : {};
  return [
    ...[...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name: name as string,
      in: 'path',
      required: true,
      schema: params.properties?.[name as string] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ];
}

/** The request body of a route, from its body schema; the routes whose summary names a multipart form take one too. */
function requestBodyOf(hooks: RouteHooks) {
  if (!hooks.body) return undefined;
  const schema = jsonSchemaOf(hooks.body);
  const content: Record<string, { schema: JsonSchema }> = { 'application/json': { schema } };
  if (hooks.detail?.summary?.includes('multipart')) content['multipart/form-data'] = { schema };
  return { required: true, content };
}

/** The schema a reply of this media type has when the reply itself does not say. */
const bodyOf: Record<string, object> = {
  'text/csv': { type: 'string' },
  'image/*': { type: 'string', format: 'binary' },
};

/** A route's 2xx reply, or none when scripts/openapi-replies.ts has not written it (the openapi test fails). */
function successOf(method: string, path: string) {
  const reply = replies[`${method} ${path}`];
  if (!reply) return {};
  const schema = reply.schema ?? bodyOf[reply.contentType] ?? {};
  return { '2XX': { description: 'Success', content: { [reply.contentType]: { schema } } } };
}

/** The OpenAPI description of every /api route, built from the routes and their valibot schemas; `version` is System Settings > API > API version. */
export function openApiDocument(app: AnyElysia, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of app.routes) {
    if (!isDescribedRoute(route)) continue;
    const hooks = (route.hooks ?? {}) as RouteHooks;
    const parameters = parametersOf(route.path, hooks);
    const requestBody = requestBodyOf(hooks);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      summary: hooks.detail?.summary ?? '',
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: { ...successOf(route.method, route.path), ...errorResponses },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Crypto quiz API', version },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ...components, Error: errorReply },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
