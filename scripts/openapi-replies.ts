/**
 * The reply schemas of the OpenAPI description (decision 0076), written from the routes' own types:
 * each /api route's handler's return type, as it reaches the client (`Jsonified`, decision 0050),
 * becomes the JSON Schema of its 2xx reply. A handler that answers with a Response says what it
 * holds with `Reply<Body>` (api/http/reply.ts). The schemas are kept in api/http/replies.json, which
 * api/http/openapi.ts reads; `bun run openapi:replies` writes it again, and
 * api/http/openapi.test.ts fails while it is not what this script writes.
 */
import { join } from 'node:path';
import {
  API,
  type IntrinsicType,
  type LiteralType,
  SignatureKind,
  SymbolFlags,
  type Type,
  TypeFlags,
} from 'typescript/unstable/async';
import { type Node, SyntaxKind } from 'typescript/unstable/ast';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
};
/** A route's 2xx reply: its media type and, for JSON, the schema of its body. */
export type ReplySchema = { contentType: string; schema?: JsonSchema };
/** Every route's reply, and the shapes more than one reply holds, once each (`#/components/schemas/Name`). */
export type ReplySchemas = { replies: Record<string, ReplySchema>; components: Record<string, JsonSchema> };

const root = join(import.meta.dir, '..');
export const repliesFile = join(root, 'api/http/replies.json');
const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);
const skipped = TypeFlags.Undefined | TypeFlags.Void;

/** The reply schemas of every /api route, by `METHOD /api/path` (the path as Elysia writes it). */
export async function writeReplySchemas(): Promise<ReplySchemas> {
  const api = new API({ cwd: root });
  try {
    const snapshot = await api.updateSnapshot({ openProjects: [join(root, 'tsconfig.json')] });
    const project = snapshot.getProjects()[0];
    if (!project) throw new Error('tsconfig.json opened no project');
    const { checker, program } = project;
    /** The type's own name, by the JSON of its schema, where it has one (an interface or an alias). */
    const typeNames = new Map<string, string>();
    const nameOf = async (type: Type) => ((await type.getAliasSymbol()) ?? (await type.getSymbol()))?.name;
    const literalOf = (type: Type): JsonSchema | undefined => {
      if (type.flags & (TypeFlags.StringLiteral | TypeFlags.NumberLiteral))
        return { const: (type as LiteralType).value };
      if (type.flags & TypeFlags.BooleanLiteral) return { const: (type as IntrinsicType).intrinsicName === 'true' };
      return undefined;
    };

    /** The JSON Schema of a type as JSON.stringify leaves it; `where` names the spot in an error. */
    async function schemaOf(type: Type, where: string, depth = 0): Promise<JsonSchema> {
      if (depth > 40) throw new Error(`${where}: the reply type nests too deep (a recursive type?)`);
      const flags = type.flags;
      // A JSON column the server passes through as it is (an audit entry's before and after): any JSON.
      if (flags & (TypeFlags.Any | TypeFlags.Unknown)) return {};
      if (flags & TypeFlags.Null) return { type: 'null' };
      if (flags & TypeFlags.String || flags & TypeFlags.TemplateLiteral) return { type: 'string' };
      if (flags & TypeFlags.Number) return { type: 'number' };
      if (flags & TypeFlags.Boolean) return { type: 'boolean' };
      // `object`: the OpenAPI description itself (its own schema is the OpenAPI 3.1 specification's).
      if (flags & TypeFlags.NonPrimitive) return { type: 'object' };
      const literal = literalOf(type);
      if (literal) return literal;
      if (flags & TypeFlags.Union)
        return unionSchema(await (type as Type & { getTypes(): Promise<readonly Type[]> }).getTypes(), where, depth);
      if ((await nameOf(type)) === 'Date') return { type: 'string', format: 'date-time' };
      if (await checker.isTupleType(type)) {
        const items = await checker.getTypeArguments(type as never);
        return { type: 'array', prefixItems: await Promise.all(items.map((t) => schemaOf(t, where, depth + 1))) };
      }
      if (await checker.isArrayType(type)) {
        const [item] = await checker.getTypeArguments(type as never);
        return { type: 'array', items: item ? await schemaOf(item, `${where}[]`, depth + 1) : {} };
      }
      // An array with more members (postgres.js's RowList) is still an array in JSON.
      if (await checker.isArrayLikeType(type)) {
        const infos = await checker.getIndexInfosOfType(type);
        const item = infos.find((info) => info.keyType.flags & TypeFlags.Number)?.valueType;
        return { type: 'array', items: item ? await schemaOf(item, `${where}[]`, depth + 1) : {} };
      }
      if (flags & (TypeFlags.Object | TypeFlags.Intersection)) return objectSchema(type, where, depth);
      throw new Error(`${where}: no JSON Schema for ${await checker.typeToString(type)}`);
    }

    async function unionSchema(types: readonly Type[], where: string, depth: number): Promise<JsonSchema> {
      const kept = types.filter((t) => !(t.flags & skipped));
      // `true | false` is how the checker spells boolean inside a union.
      const booleans = kept.filter((t) => t.flags & TypeFlags.BooleanLiteral);
      const rest = booleans.length === 2 ? kept.filter((t) => !booleans.includes(t)) : kept;
      const members = [
        ...(booleans.length === 2 ? [{ type: 'boolean' }] : []),
        ...(await Promise.all(rest.map((t) => schemaOf(t, where, depth + 1)))),
      ];
      const consts = members.filter((m) => 'const' in m && Object.keys(m).length === 1);
      const others = members.filter((m) => !consts.includes(m));
      const merged = [...(consts.length > 1 ? [{ enum: consts.map((m) => m.const) }] : consts), ...others];
      // A nullable scalar reads better as a list of types.
      const simple = merged.every((m) => Object.keys(m).length === 1 && typeof m.type === 'string');
      if (simple && merged.length > 1) return { type: merged.map((m) => m.type as string) };
      return merged.length === 1 ? (merged[0] as JsonSchema) : { anyOf: merged };
    }

    async function objectSchema(type: Type, where: string, depth: number): Promise<JsonSchema> {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const property of await checker.getPropertiesOfType(type)) {
        const propertyType = await checker.getTypeOfSymbol(property);
        if (!propertyType) throw new Error(`${where}.${property.name}: no type`);
        const parts =
          propertyType.flags & TypeFlags.Union
            ? await (propertyType as Type & { getTypes(): Promise<readonly Type[]> }).getTypes()
            : [propertyType];
        // Functions drop out of JSON, and so does a key that is always undefined.
        const callable = await Promise.all(
          parts.map(
            async (t) => t.flags & skipped || (await checker.getSignaturesOfType(t, SignatureKind.Call)).length > 0,
          ),
        );
        if (callable.every(Boolean) || property.name.startsWith('__@')) continue;
        properties[property.name] = await schemaOf(propertyType, `${where}.${property.name}`, depth + 1);
        // A key whose value may be undefined drops out of JSON when it is.
        const optional = property.flags & SymbolFlags.Optional || parts.some((t) => t.flags & skipped);
        if (!optional) required.push(property.name);
      }
      const [index] = await checker.getIndexInfosOfType(type);
      const schema: JsonSchema = {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        additionalProperties: index ? await schemaOf(index.valueType, `${where}[key]`, depth + 1) : false,
      };
      return schema;
    }

    /** The reply of a handler's return type; a Response must say what it holds (`Reply<Body>`). */
    async function replyOf(type: Type, where: string): Promise<ReplySchema> {
      const awaited = (await nameOf(type)) === 'Promise' ? (await checker.getTypeArguments(type as never))[0] : type;
      if (!awaited) throw new Error(`${where}: no return type`);
      const parts =
        awaited.flags & TypeFlags.Union
          ? await (awaited as Type & { getTypes(): Promise<readonly Type[]> }).getTypes()
          : [awaited];
      const replies = await Promise.all(
        parts.map(async (part): Promise<ReplySchema | undefined> => {
          const members = await checker.getPropertiesOfType(part);
          const body = members.find((m) => m.name === 'replyBody');
          const media = members.find((m) => m.name === 'replyType');
          if (!body) {
            if ((await nameOf(part)) === 'Response')
              throw new Error(`${where}: answers with a Response that does not say what it holds (Reply<Body>)`);
            return { contentType: 'application/json', schema: await schemaOf(part, where) };
          }
          const mediaType = media && (await checker.getTypeOfSymbol(media));
          const contentType = mediaType
            ? String(literalOf((await checker.getNonNullableType(mediaType)) ?? mediaType)?.const)
            : 'application/json';
          const bodyType = await checker.getTypeOfSymbol(body);
          const held = bodyType && ((await checker.getNonNullableType(bodyType)) ?? bodyType);
          if (contentType !== 'application/json') return { contentType };
          // `Reply<never>`: no 2xx reply (a 503 the errors describe).
          if (!held || held.flags & TypeFlags.Never) return undefined;
          return { contentType, schema: await schemaOf(held, where) };
        }),
      ).then((all) => all.filter((reply) => reply !== undefined));
      const [first] = replies;
      if (!first || replies.some((r) => r.contentType !== first.contentType))
        throw new Error(`${where}: one reply media type per route`);
      if (replies.length === 1) return first;
      return { contentType: first.contentType, schema: { anyOf: replies.map((r) => r.schema ?? {}) } };
    }

    const routes: { key: string; path: Node; handler: Node }[] = [];
    const exportedTypes: { name: string; node: Node }[] = [];
    for (const fileName of await program.getSourceFileNames()) {
      const inServer = fileName.startsWith(join(root, 'api/')) || fileName.startsWith(join(root, 'domain/'));
      if (!inServer || fileName.endsWith('.test.ts')) continue;
      const file = await program.getSourceFile(fileName);
      const visit = (node: Node) => {
        if (node.kind === SyntaxKind.CallExpression) {
          const call = node as Node & { expression: Node & { name?: { text: string } }; arguments: readonly Node[] };
          const [path, handler] = call.arguments;
          const method =
            call.expression.kind === SyntaxKind.PropertyAccessExpression ? call.expression.name?.text : undefined;
          if (method && methods.has(method) && path && handler)
            routes.push({ key: method.toUpperCase(), path, handler });
        }
        node.forEachChild(visit);
      };
      if (!file) continue;
      if (fileName.startsWith(join(root, 'api/'))) visit(file);
      file.forEachChild((node) => {
        if (node.kind !== SyntaxKind.TypeAliasDeclaration && node.kind !== SyntaxKind.InterfaceDeclaration) return;
        const declaration = node as Node & {
          name: Node & { text: string };
          typeParameters?: unknown[];
          modifiers?: Node[];
        };
        const exported = declaration.modifiers?.some((m) => m.kind === SyntaxKind.ExportKeyword);
        if (exported && !declaration.typeParameters?.length)
          exportedTypes.push({ name: declaration.name.text, node: declaration.name });
      });
    }
    // The shapes' names: every exported type of domain/ and api/ that is a reply's shape (decision 0050).
    for (const { name, node } of exportedTypes) {
      const type = await checker.getTypeAtLocation(node);
      const schema = type && (await schemaOf(type, name).catch(() => undefined));
      if (schema?.type === 'object' && !typeNames.has(JSON.stringify(schema)))
        typeNames.set(JSON.stringify(schema), name);
    }
    const replies: Record<string, ReplySchema> = {};
    const problems: string[] = [];
    // A route's path is a string, or a constant holding one (`importPath`).
    const described: { key: string; handler: Node }[] = [];
    for (const { key, path, handler } of routes) {
      const pathType = await checker.getTypeAtLocation(path);
      const text = pathType && pathType.flags & TypeFlags.StringLiteral ? String((pathType as LiteralType).value) : '';
      if (text.startsWith('/api/')) described.push({ key: `${key} ${text}`, handler });
    }
    for (const { key, handler } of described.sort((a, b) => a.key.localeCompare(b.key))) {
      const handlerType = await checker.getTypeAtLocation(handler);
      const [signature] = handlerType ? await checker.getSignaturesOfType(handlerType, SignatureKind.Call) : [];
      const returned = signature && (await checker.getReturnTypeOfSignature(signature));
      if (!returned) throw new Error(`${key}: no handler`);
      replies[key] = await replyOf(returned, key).catch((error) => {
        problems.push(String(error));
        return { contentType: 'unknown' };
      });
    }
    if (problems.length) throw new Error(problems.join('\n'));
    return shared(replies, typeNames);
  } finally {
    await api.close();
  }
}

/** Schema nodes, each with the key it sits under (for a name), depth first. */
function* nodesOf(schema: JsonSchema, key: string): Generator<[JsonSchema, string]> {
  yield [schema, key];
  for (const [name, property] of Object.entries(schema.properties ?? {})) yield* nodesOf(property, name);
  if (schema.items) yield* nodesOf(schema.items, key);
  if (typeof schema.additionalProperties === 'object') yield* nodesOf(schema.additionalProperties, key);
  for (const member of [...(schema.anyOf ?? []), ...(schema.prefixItems ?? [])]) yield* nodesOf(member, key);
}

/** Replaces every node whose JSON is `json` by `ref`. */
function replaced(schema: JsonSchema, json: string, ref: JsonSchema): JsonSchema {
  if (JSON.stringify(schema) === json) return ref;
  const inner = (s: JsonSchema) => replaced(s, json, ref);
  return {
    ...schema,
    ...(schema.properties
      ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, inner(s)])) }
      : {}),
    ...(schema.items ? { items: inner(schema.items) } : {}),
    ...(typeof schema.additionalProperties === 'object'
      ? { additionalProperties: inner(schema.additionalProperties) }
      : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(inner) } : {}),
    ...(schema.prefixItems ? { prefixItems: schema.prefixItems.map(inner) } : {}),
  };
}

/**
 * The replies with every object shape that appears more than once moved to `components`, the one
 * that saves most first, named by its type's name or else by the key it sits under.
 */
function shared(replies: Record<string, ReplySchema>, typeNames: Map<string, string>): ReplySchemas {
  const components: Record<string, JsonSchema> = {};
  const pascal = (words: string) =>
    words
      .split(/[^A-Za-z0-9]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('');
  /** Each schema with the name its unnamed shapes take after: `GET /api/admin/users/:id` is AdminUsers. */
  const all = (): [JsonSchema, string][] => [
    ...Object.entries(replies).flatMap(([route, r]): [JsonSchema, string][] =>
      r.schema ? [[r.schema, pascal(route.replace(/^\w+ \/api\//, '').replace(/:\w+/g, ''))]] : [],
    ),
    ...Object.entries(components).map(([name, schema]): [JsonSchema, string] => [schema, name]),
  ];
  for (;;) {
    const seen = new Map<string, { count: number; key: string }>();
    for (const [schema, context] of all())
      for (const [node, key] of nodesOf(schema, '')) {
        if (node.type !== 'object' || !node.properties || !Object.keys(node.properties).length) continue;
        const json = JSON.stringify(node);
        const entry = seen.get(json);
        seen.set(json, { count: (entry?.count ?? 0) + 1, key: entry?.key ?? `${context}${pascal(key) || 'Reply'}` });
      }
    const [best] = [...seen]
      .filter(([json, { count }]) => count > 1 && json.length > 120)
      .sort(([a, x], [b, y]) => b.length * (y.count - 1) - a.length * (x.count - 1) || a.localeCompare(b));
    if (!best) break;
    const [json, { key }] = best;
    const base = typeNames.get(json) ?? key;
    let name = base;
    for (let n = 2; components[name]; n++) name = `${base}${n}`;
    const ref = { $ref: `#/components/schemas/${name}` };
    for (const reply of Object.values(replies)) if (reply.schema) reply.schema = replaced(reply.schema, json, ref);
    for (const [other, schema] of Object.entries(components)) components[other] = replaced(schema, json, ref);
    components[name] = JSON.parse(json) as JsonSchema;
  }
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return { replies, components: sorted };
}

if (import.meta.main) {
  await Bun.write(repliesFile, JSON.stringify(await writeReplySchemas()));
  Bun.spawnSync(['biome', 'format', '--write', repliesFile], { cwd: root, stdout: 'inherit', stderr: 'inherit' });
}
