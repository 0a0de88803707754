// Test support for catalogs.test.ts (never imported by the app): finds text a player component
// renders without the catalogue. Bun's transpiler turns a .tsx file into plain JavaScript (each JSX
// element a jsx call whose second argument holds the props and children), acorn parses that, and
// every string literal that reaches a child or a text prop is reported, including ones built in the
// expression itself (`cond ? 'Show' : 'Hide'`, `${n} days`, 'Level ' + n).
import { type CallExpression, type Expression, type Node, parse, type Property, type SpreadElement } from 'acorn';

/** Props a browser or one of our components shows or reads aloud as text. */
const TEXT_PROPS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'body',
  'caption',
  'children',
  'confirmLabel',
  'description',
  'detail',
  'empty',
  'emptyText',
  'heading',
  'hint',
  'label',
  'message',
  'placeholder',
  'subtitle',
  'text',
  'title',
]);

/** What may appear literally: no letters, or a name that is the same in every language. */
export function isLanguageFree(text: string, allowed: readonly string[]): boolean {
  let rest = text;
  for (const word of allowed) rest = rest.split(word).join(' ');
  return !/\p{L}/u.test(rest);
}

export interface LiteralText {
  line: number;
  prop: string;
  text: string;
}

const transpilers = {
  tsx: new Bun.Transpiler({ loader: 'tsx', trimUnusedImports: false }),
  ts: new Bun.Transpiler({ loader: 'ts', trimUnusedImports: false }),
};

/**
 * The literal texts a .tsx (or .ts) source renders outside the catalogue, with their line in the
 * transpiled output: in JSX and in toasts. A server's own text (`error.message`, `n.message`) shown as
 * is counts too: the player reads refusals by their code in their language (`useErrorText`).
 */
export function literalTexts(source: string, allowed: readonly string[], loader: 'tsx' | 'ts' = 'tsx'): LiteralText[] {
  const code = transpilers[loader].transformSync(source);
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const found: LiteralText[] = [];
  const report = (node: Node, prop: string, text: string) => {
    if (!isLanguageFree(text, allowed)) found.push({ line: node.loc?.start.line ?? 0, prop, text });
  };
  // The strings an expression can evaluate to, without entering calls (messages and formatters).
  const texts = (node: Expression | SpreadElement | null | undefined, prop: string): void => {
    if (!node) return;
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string') report(node, prop, node.value);
        return;
      case 'TemplateLiteral':
        for (const quasi of node.quasis) report(quasi, prop, quasi.value.cooked ?? '');
        for (const expression of node.expressions) texts(expression, prop);
        return;
      case 'ConditionalExpression':
        texts(node.consequent, prop);
        texts(node.alternate, prop);
        return;
      case 'LogicalExpression':
        texts(node.right, prop);
        return;
      case 'BinaryExpression':
        if (node.operator === '+') {
          if (node.left.type !== 'PrivateIdentifier') texts(node.left, prop);
          texts(node.right, prop);
        }
        return;
      case 'ArrayExpression':
        for (const element of node.elements) texts(element, prop);
        return;
      case 'MemberExpression':
        if (node.property.type === 'Identifier' && node.property.name === 'message')
          found.push({ line: node.loc?.start.line ?? 0, prop, text: code.slice(node.start, node.end) });
        return;
      default:
        return;
    }
  };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node & Record<string, unknown>;
    if (n.type === 'CallExpression') {
      const call = n as unknown as CallExpression;
      const callee = call.callee.type === 'Identifier' ? call.callee.name : '';
      const props = call.arguments[1];
      // toast.success(...), toast.error(...): the message a toast shows
      if (call.callee.type === 'MemberExpression' && call.callee.object.type === 'Identifier')
        if (call.callee.object.name === 'toast') texts(call.arguments[0], 'toast');
      if (/^jsx/.test(callee) && props?.type === 'ObjectExpression') {
        for (const p of (props as unknown as { properties: (Property | SpreadElement)[] }).properties) {
          if (p.type !== 'Property') continue;
          const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : '';
          if (TEXT_PROPS.has(key)) texts(p.value as Expression, key);
        }
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc') visit(value);
  };
  visit(program);
  return found;
}
