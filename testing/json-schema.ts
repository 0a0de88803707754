import type { JsonSchema } from '../scripts/openapi-replies.ts';

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;

/**
 * Where a value breaks a schema of the subset scripts/openapi-replies.ts writes (type, const, enum,
 * properties, required, additionalProperties, items, prefixItems, anyOf, date-time, and `$ref` into
 * `components`): one line per break, naming its place, or none.
 */
export function schemaProblems(
  value: unknown,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  at = '$',
): string[] {
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? schemaProblems(value, target, components, at) : [`${at}: no schema ${schema.$ref}`];
  }
  if (schema.anyOf) {
    const each = schema.anyOf.map((member) => schemaProblems(value, member, components, at));
    return each.some((problems) => problems.length === 0) ? [] : [`${at}: matches none of anyOf`, ...each.flat()];
  }
  const problems: string[] = [];
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types && !types.includes(typeOf(value))) return [`${at}: ${JSON.stringify(value)} is not ${types.join(' or ')}`];
  if ('const' in schema && value !== schema.const)
    problems.push(`${at}: ${JSON.stringify(value)} is not ${schema.const}`);
  if (schema.enum && !schema.enum.includes(value))
    problems.push(`${at}: ${JSON.stringify(value)} is not one of the enum`);
  if (schema.format === 'date-time' && typeof value === 'string' && Number.isNaN(Date.parse(value)))
    problems.push(`${at}: ${value} is not a date-time`);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemSchema = schema.prefixItems?.[i] ?? schema.items;
      if (itemSchema) problems.push(...schemaProblems(item, itemSchema, components, `${at}[${i}]`));
    });
  } else if (value && typeof value === 'object' && schema.type === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${at}.${key}: missing`);
    for (const [key, item] of Object.entries(record)) {
      const property = schema.properties?.[key];
      const extra = schema.additionalProperties;
      if (property) problems.push(...schemaProblems(item, property, components, `${at}.${key}`));
      else if (extra === false) problems.push(`${at}.${key}: not described`);
      else if (extra && typeof extra === 'object')
        problems.push(...schemaProblems(item, extra, components, `${at}.${key}`));
    }
  }
  return problems;
}
