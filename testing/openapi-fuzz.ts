// Bad input for every operation of the API's OpenAPI description (api/http/openapi.ts): a new
// endpoint is fuzzed as soon as it is registered. Each case says whether the contract requires a
// refusal (`invalid`: a 4xx in the error shape) or the input may be acceptable (a unicode name, an
// unknown list filter): then only a 5xx is wrong.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: Schema;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

export type FuzzCase = {
  label: string;
  /** The path with its parameters filled in, and the query string. */
  url: string;
  body?: unknown;
  raw?: string;
  /** The contract requires a 4xx; otherwise the input may be accepted, and only a 5xx is wrong. */
  invalid: boolean;
};

const unicode = 'Zoë 💥 ‮ﷺ 𝕏 \u200b日本語';
const huge = 'x'.repeat(10_000);
const moneyName = /amount|stake|fee|prize|price|reward|bonus/i;
const wrongValues: unknown[] = [42, null, ['x'], { nested: 1 }, 'text'];

/** The JSON types a schema allows (undefined: anything, when the schema could not say). */
function allowedTypes(schema: Schema): Set<string> | undefined {
  if (schema.anyOf) {
    const parts = schema.anyOf.map(allowedTypes);
    if (parts.some((p) => p === undefined)) return undefined;
    return new Set(parts.flatMap((p) => [...(p as Set<string>)]));
  }
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.type === undefined) return undefined;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  return types;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

/** A value of the schema's shape, as plain as it gets (required properties only). */
export function sample(schema: Schema, name = ''): unknown {
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0], name);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key)]));
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return 1;
  if (moneyName.test(name)) return '1';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return crypto.randomUUID();
  return 'x';
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? crypto.randomUUID()));

/**
 * Every bad-input case of one operation. `foreign`: ids of another player's things, tried in the
 * player's paths (an admin may act on anyone's).
 */
export function fuzzCases(path: string, method: string, operation: Operation, foreign: string[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const params = operation.parameters ?? [];
  const inPath = params.filter((p) => p.in === 'path');
  const inQuery = params.filter((p) => p.in === 'query');
  const baseUrl = fill(path, {});
  const admin = path.startsWith('/api/admin');
  const bodySchema =
    operation.requestBody?.content['application/json']?.schema ??
    operation.requestBody?.content['multipart/form-data']?.schema;
  const base = bodySchema ? sample(bodySchema) : undefined;
  const withBody = method !== 'get' && bodySchema !== undefined;

  for (const param of inPath) {
    const values = ['not-an-id', '-1', '1.1234567', unicode, 'y'.repeat(2_000), ...(admin ? [] : foreign)];
    for (const value of values)
      cases.push({
        label: `path ${param.name}=${value.slice(0, 40)}`,
        url: fill(path, { [param.name]: value }),
        body: withBody ? base : undefined,
        invalid: true,
      });
  }
  for (const param of inQuery) {
    for (const value of [unicode, 'z'.repeat(2_000), '-1', '1.1234567'])
      cases.push({
        label: `query ${param.name}=${value.slice(0, 40)}`,
        url: `${baseUrl}?${param.name}=${encodeURIComponent(value)}`,
        body: withBody ? base : undefined,
        // A list's filter may match nothing; a write is refused by its (random) path id anyway.
        invalid: method !== 'get' && inPath.length > 0,
      });
  }
  if (!withBody || !bodySchema) return cases;

  for (const raw of ['{"a":', 'not json', '"\\u00zz"'])
    cases.push({ label: `malformed ${raw}`, url: baseUrl, raw, invalid: true });
  for (const body of [[], 'text', null])
    cases.push({ label: `non-object ${JSON.stringify(body)}`, url: baseUrl, body, invalid: true });
  const object = (base ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
    const allowed = allowedTypes(schema);
    const set = (value: unknown, label: string, invalid: boolean) =>
      cases.push({ label: `${name} ${label}`, url: baseUrl, body: { ...object, [name]: value }, invalid });
    if (allowed)
      for (const wrong of wrongValues)
        if (!allowed.has(jsonType(wrong))) set(wrong, `as ${JSON.stringify(wrong)}`, true);
    if (allowed?.has('string')) {
      set(huge, 'huge', true);
      set(unicode, 'unicode', false);
    }
    if (moneyName.test(name) && (allowed?.has('string') || allowed?.has('number'))) {
      for (const amount of ['-5', '1.1234567', '-0.0000001', '1e400'])
        if (allowed.has('string')) set(amount, `amount ${amount}`, true);
      for (const amount of [-5, 1.1234567]) if (allowed.has('number')) set(amount, `amount ${amount}`, true);
    }
  }
  cases.push({
    label: 'unknown field',
    url: baseUrl,
    body: { ...object, unexpectedField: 'surprise' },
    invalid: bodySchema.additionalProperties === false,
  });
  cases.push({
    label: 'body past the size limit',
    url: baseUrl,
    raw: JSON.stringify({ ...object, pad: 'y'.repeat(100_000) }),
    invalid: true,
  });
  return cases;
}
