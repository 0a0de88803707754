// The OpenAPI description is complete: every route the app registers is in it, with its path and
// query parameters and its body from the route's own valibot schemas, and the replies in the
// contract's shapes. A route added without being described fails here.
import { expect, test } from 'bun:test';
import { loadEnv } from '../../config/env.ts';
import { connect } from '../../db/connection.ts';
import { createApp } from '../app.ts';
import { isDescribedRoute, openApiDocument, openApiPath } from './openapi.ts';

// Building the description reads no database: a pool that never connects is enough.
const sql = connect('postgres://127.0.0.1:9/none', { max: 1 });
const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1:9/none', JWT_SECRET: 'x'.repeat(40) });
const { app } = createApp({ sql, env });
type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
};
const doc = openApiDocument(app, '1') as unknown as { paths: Record<string, Record<string, Operation>> };

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
