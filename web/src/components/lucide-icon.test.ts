// The browser draws lucide's icons with lucide-icon.ts (web/build.ts puts it in place of lucide's
// createLucideIcon) and the server with lucide's own: both must give the same HTML, or hydration
// would meet another tree. Every icon the web app imports, with the props it passes and the others
// lucide reads.
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import path from 'node:path';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createLucideIcon, { type IconData } from './lucide-icon';

const esm = path.join(path.dirname(Bun.resolveSync('lucide-react/package.json', import.meta.dir)), 'dist/esm');
const webSrc = path.join(import.meta.dir, '..');

/** The module of every icon the web app imports from lucide-react (its index names each icon's module). */
async function appIconModules(): Promise<string[]> {
  const moduleOf = new Map<string, string>();
  for (const [, names, file] of (await Bun.file(path.join(esm, 'lucide-react.mjs')).text()).matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g,
  ))
    for (const name of names!.split(',')) moduleOf.set(name.trim().replace(/^default as /, ''), file!);
  const used = new Set<string>();
  for (const file of new Glob('**/*.{ts,tsx}').scanSync(webSrc)) {
    const source = await Bun.file(path.join(webSrc, file)).text();
    for (const [, names] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
      for (const name of names!.split(',').map((n) => n.trim()))
        if (name && !name.startsWith('type ')) used.add(moduleOf.get(name.split(' as ')[0]!) ?? `unknown icon ${name}`);
  }
  return [...used].sort();
}

const PROPS: Record<string, unknown>[] = [
  {},
  { 'aria-hidden': true, className: 'size-5' },
  { 'aria-hidden': true, className: 'size-4 shrink-0  text-primary lucide' },
  { 'aria-label': 'Close', role: 'img' },
  { size: 16, color: 'red', strokeWidth: 1.5 },
  { size: 48, absoluteStrokeWidth: true },
  { width: 10, height: 12, color: '' },
  { nonScalingStroke: true, style: { opacity: 0.5 }, 'data-x': '1' },
  { children: createElement('title', { key: 'title' }, 'Wallet') },
];

describe('lucide-icon', () => {
  test("every icon the app uses renders as lucide's own does, with every kind of prop", async () => {
    const files = await appIconModules();
    expect(files.length).toBeGreaterThan(50);
    const differ: string[] = [];
    for (const file of files) {
      const mod = (await import(path.join(esm, file))) as { default: ComponentType; __iconData: IconData };
      const ours = createLucideIcon(mod.__iconData) as ComponentType;
      for (const props of PROPS) {
        const theirs = renderToStaticMarkup(createElement(mod.default, props));
        if (renderToStaticMarkup(createElement(ours, props)) !== theirs)
          differ.push(`${file} ${JSON.stringify(props)}`);
      }
    }
    expect(differ).toEqual([]);
  }, 30_000);

  test('an icon with aliases carries their class names; aria-hidden only when nothing labels it', () => {
    const icon = createLucideIcon({ name: 'house', node: [['path', { d: 'M1 1', key: 'a' }]], aliases: ['home', ' '] });
    const html = (props: Record<string, unknown>) => renderToStaticMarkup(createElement(icon as ComponentType, props));
    expect(html({ className: 'size-5' })).toContain(
      'class="lucide lucide-house lucide-home size-5" aria-hidden="true"',
    );
    expect(html({ 'aria-label': 'Home' })).not.toContain('aria-hidden');
  });
});
