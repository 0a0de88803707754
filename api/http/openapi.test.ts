// The OpenAPI description is complete: every route the app registers is in it, with its path and
// query parameters and its body from the route's own valibot schemas, its 2xx reply's schema from its
// handler's return type (decision 0076), and the error replies in the contract's shape. A route added
// without being described fails here, as does a reply schema that no longer matches its handler.
import { expect, test } from 'bun:test';
import { loadEnv } from '../../config/env.ts';
import { connect } from '../../db/connection.ts';
import { createApp } from '../app.ts';
import { isDescribedRoute, openApiDocument, openApiPath } from './openapi.ts';
import written from './replies.json';
import { type JsonSchema, writeReplySchemas } from '../../scripts/openapi-replies.ts';
import { schemaProblems } from '../../testing/json-schema.ts';

// Building the description reads no database: a pool that never connects is enough.
const sql = connect('postgres://127.0.0.1:9/none', { max: 1 });
const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1:9/none', JWT_SECRET: 'x'.repeat(40) });
const { app } = createApp({ sql, env });
type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
const doc = openApiDocument(app, '1') as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

test('every registered /api route is described, and the description has no route the app lacks', () => {
  const registered = app.routes.filter(isDescribedRoute).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
  const described = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );
  expect(registered.length).toBeGreaterThan(100);
  expect(described.sort()).toEqual(registered.sort());
  // Only the catch-all (404 in the contract's shape) is left out.
  expect(app.routes.filter((r) => r.path.startsWith('/api/') && !isDescribedRoute(r)).map((r) => r.path)).toEqual([
    '/api/*',
  ]);
});

test("each operation carries its route's path parameters, query parameters and body, and the error reply", () => {
  for (const route of app.routes.filter(isDescribedRoute)) {
    const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] as Operation;
    const hooks = route.hooks as { query?: unknown; body?: unknown };
    const inPath = operation.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [];
    expect(inPath).toEqual([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string));
    if (hooks.query) expect(operation.parameters?.some((p) => p.in === 'query')).toBe(true);
    expect(Boolean(operation.requestBody)).toBe(Boolean(hooks.body));
    expect(operation.responses['400']).toBeDefined();
    expect(operation.responses['2XX']).toBeDefined();
  }
  const answers = doc.paths['/api/quiz/sessions/{id}/answers']?.post as Operation;
  expect(answers.parameters?.[0]).toMatchObject({ name: 'id', in: 'path', schema: { format: 'uuid' } });
  expect(Object.keys(answers.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual([
    'questionId',
    'answerIndex',
  ]);
  const transactions = doc.paths['/api/transactions']?.get as Operation;
  expect(transactions.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
    'query limit',
    'query cursor',
    'query type',
  ]);
  expect(doc.paths['/api/users/profile/avatar']?.post?.requestBody?.content['multipart/form-data']).toBeDefined();
});

/** The replies that are no `{ data }`: the description itself, and files (CSV exports, images, the questions' JSON export). */
const notData = [
  'get /api/docs',
  'get /api/admin/questions/export',
  'get /api/admin/daily-bonus/export',
  'get /api/admin/tasks/export',
  'get /api/admin/transactions/export',
  'get /api/admin/users/export',
  'get /api/admin/task-proofs/{id}/screenshot',
  'get /api/admin/transactions/{id}/proof',
  'get /api/users/{id}/avatar',
];

test("every operation describes its 2xx reply: the JSON of its data (and nextCursor for pages), or the file's media type", () => {
  const others: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.responses['2XX']?.content;
      expect({ route: `${method} ${path}`, described: Boolean(content) }).toEqual({
        route: `${method} ${path}`,
        described: true,
      });
      const schema = content?.['application/json']?.schema;
      // A route that answers two ways (a quiz answer, or a tournament run's) has each as a member of anyOf.
      const bodies = (schema?.anyOf ?? [schema]).map((s) =>
        s?.$ref ? doc.components.schemas[s.$ref.split('/').at(-1) as string] : s,
      );
      if (!bodies.every((body) => body?.properties?.data)) others.push(`${method} ${path}`);
      for (const body of bodies) {
        if (body?.properties?.data) expect(body.required).toContain('data');
        if (body?.properties?.nextCursor) expect(body.required).toContain('nextCursor');
      }
    }
  expect(others.sort()).toEqual(notData.sort());
  expect(doc.components.schemas.Success).toBeUndefined();
  const csv = doc.paths['/api/admin/users/export']?.get?.responses['2XX']?.content;
  expect(Object.keys(csv ?? {})).toEqual(['text/csv']);
});

test('the reply check refuses a reply that breaks its schema: a wrong type, a missing key, an undescribed key', () => {
  const wallet = doc.paths['/api/wallet']?.get?.responses['2XX']?.content?.['application/json']?.schema as JsonSchema;
  const { schemas } = doc.components;
  expect(schemaProblems({ data: { balances: 1 } }, wallet, schemas)).toContain('$.data.balances: 1 is not object');
  expect(schemaProblems({ data: { balances: 1 } }, wallet, schemas)).toContain('$.data.limits: missing');
  expect(schemaProblems({ data: {}, more: true }, wallet, schemas)).toContain('$.more: not described');
  const transactions = doc.paths['/api/transactions']?.get?.responses['2XX']?.content?.['application/json']?.schema;
  expect(
    schemaProblems({ data: [{ type: 'lottery' }], nextCursor: null }, transactions as JsonSchema, schemas),
  ).toContain('$.data[0].type: "lottery" is not one of the enum');
});

test('api/http/replies.json is what scripts/openapi-replies.ts writes from the handlers today (`bun run openapi:replies` after changing a reply)', async () => {
  expect(await writeReplySchemas()).toEqual(written as never);
}, 180_000);
