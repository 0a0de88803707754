import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { journalTypes } from '../domain/ledger/types.ts';

// The documents that say what the code does today, held to it: the side-effects tables of
// docs/architecture.md against db/schema.sql's triggers and the ledger's journal types, each SQL
// file's opening comment, and the decision records' Status lines.

const root = join(import.meta.dir, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The rows of the table under `### heading` in `## section` of docs/architecture.md, by the backticked name in their first cell. */
function tableRows(section: string, heading: string): Map<string, string[]> {
  const body = read('docs/architecture.md')
    .split(/^## /m)
    .find((part) => part.startsWith(`${section}\n`));
  const table = body?.split(/^### /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const name = cells[0]?.match(/^`(\w+)`$/)?.[1];
    if (name) rows.set(name, cells);
  }
  return rows;
}

test('every trigger in db/schema.sql is listed with its table and effect under "Money and side effects", and no other', () => {
  const triggers = new Map(
    [...read('db/schema.sql').matchAll(/^CREATE TRIGGER (\w+) .*? ON public\.(\w+) /gm)].map((m) => [m[1]!, m[2]!]),
  );
  const listed = tableRows('Money and side effects', 'Triggers');
  const unlisted = [...triggers].flatMap(([name, table]) => {
    const [, event, effect] = listed.get(name) ?? [];
    return event?.includes(`\`${table}\``) && effect ? [] : [`${name} (on ${table})`];
  });
  const gone = [...listed.keys()].filter((name) => !triggers.has(name));
  expect(triggers.size).toBeGreaterThan(1); // the ledger guards at least
  expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
});

test('every journal type is listed with what posts it and where, and no other', () => {
  const listed = tableRows('Money and side effects', 'Journal types');
  const unlisted = journalTypes.filter((type) => !listed.get(type)?.[1] || !listed.get(type)?.[2]);
  const gone = [...listed.keys()].filter((type) => !(journalTypes as readonly string[]).includes(type));
  expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
});

test('every SQL file opens with what it does, who calls it, what it calls and which triggers fire, and no history', () => {
  const files = [...new Bun.Glob('domain/**/*.sql').scanSync({ cwd: root })].sort();
  const problems = files.flatMap((file) => {
    const opening = read(file).match(/^(--.*\n)+/)?.[0] ?? '';
    return [
      ...(/^-- \w/.test(opening) && !/^-- (Called by|Calls|Triggers):/.test(opening) ? [] : [`${file}: no summary`]),
      ...['Called by:', 'Calls:', 'Triggers:']
        .filter((label) => !opening.includes(`\n-- ${label}`))
        .map((label) => `${file}: no "${label}"`),
      ...(/migration/i.test(opening) ? [`${file}: names a migration`] : []),
    ];
  });
  expect(files.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

test('every decision record has a Status line under its title, and a superseded one names a current record', () => {
  const records = readdirSync(join(root, 'docs/decisions')).filter((file) => /^\d{4}-.+\.md$/.test(file));
  const statuses = new Map(
    records.map((file) => {
      const [title, , status] = read(`docs/decisions/${file}`).split('\n');
      const number = file.slice(0, 4);
      return [number, { file, title, status: status?.match(/^Status: (accepted|superseded by (\d{4}))\b/) }];
    }),
  );
  const problems = [...statuses].flatMap(([number, { file, title, status }]) => {
    if (!title?.startsWith(`# ${number}: `)) return [`${file}: the title is not "# ${number}: ..."`];
    if (!status) return [`${file}: no "Status: accepted" or "Status: superseded by NNNN" under the title`];
    const by = status[2];
    if (by && statuses.get(by)?.status?.[1] !== 'accepted')
      return [`${file}: superseded by ${by}, which is not accepted`];
    return [];
  });
  expect(records.length).toBeGreaterThan(30);
  expect(problems).toEqual([]);
});
