import { expect, test } from 'bun:test';
import { join } from 'node:path';

// The rules a schema must keep to be distributed by player with Citus (issue 34, docs/scaling.md),
// checked on the committed db/schema.sql. A player table is `users` (by `id`) or any table with a
// `user_id` column (by `user_id`); every other table is a small reference table (a catalog, a
// system account, a setting). The schema breaks none of them since the ledger's step (migration
// 0136, decision 0084): a new table must comply.

type Table = { name: string; columns: Map<string, { notNull: boolean }> };
type Key = { table: string; name: string; columns: string[]; kind: 'primary key' | 'unique' };
type ForeignKey = { table: string; name: string; columns: string[]; references: string; referencedColumns: string[] };
type Trigger = { table: string; name: string; definition: string };

/** The comma-separated items of a list, split at the top level only (an index may hold expressions). */
function cols(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let item = '';
  for (const char of list) {
    if (char === ',' && depth === 0) {
      items.push(item.trim());
      item = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    item += char;
  }
  return [...items, item.trim()].filter(Boolean);
}

/** The text inside the parenthesis that opens at `start`, to its matching close. */
function parenthesised(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth += 1;
    if (text[i] === ')' && --depth === 0) return text.slice(start + 1, i);
  }
  return text.slice(start + 1);
}

function parseSchema(text: string) {
  const tables = new Map<string, Table>();
  for (const [, name, body] of text.matchAll(/^CREATE TABLE public\.(\w+) \(\n([\s\S]*?)\n\);/gm)) {
    const columns = new Map<string, { notNull: boolean }>();
    for (const line of body!.split('\n')) {
      const column = /^ {4}(\w+) (?!CHECK)/.exec(line);
      if (column && column[1] !== 'CONSTRAINT') columns.set(column[1]!, { notNull: /NOT NULL,?$/.test(line) });
    }
    tables.set(name!, { name: name!, columns });
  }
  const keys: Key[] = [];
  const foreignKeys: ForeignKey[] = [];
  for (const [, table, name, definition] of text.matchAll(
    /^ALTER TABLE ONLY public\.(\w+)\n {4}ADD CONSTRAINT (\w+) (.*);$/gm,
  )) {
    const key = /^(PRIMARY KEY|UNIQUE) \(([^)]*)\)/.exec(definition!);
    if (key)
      keys.push({
        table: table!,
        name: name!,
        columns: cols(key[2]!),
        kind: key[1] === 'PRIMARY KEY' ? 'primary key' : 'unique',
      });
    const fk = /^FOREIGN KEY \(([^)]*)\) REFERENCES public\.(\w+)\(([^)]*)\)/.exec(definition!);
    if (fk)
      foreignKeys.push({
        table: table!,
        name: name!,
        columns: cols(fk[1]!),
        references: fk[2]!,
        referencedColumns: cols(fk[3]!),
      });
  }
  for (const match of text.matchAll(/^CREATE UNIQUE INDEX (\w+) ON public\.(\w+) USING \w+ \(/gm)) {
    const columns = cols(parenthesised(text, match.index + match[0].length - 1));
    keys.push({ table: match[2]!, name: match[1]!, columns, kind: 'unique' });
  }
  const triggers: Trigger[] = [...text.matchAll(/^CREATE TRIGGER (\w+) (.* ON public\.(\w+) .*);$/gm)].map(
    ([, name, definition, table]) => ({ name: name!, table: table!, definition: definition! }),
  );
  return { tables, keys, foreignKeys, triggers };
}

/**
 * Global lookups: a value unique across all players (a token's hash, a Telegram id, a referral
 * code, a username, an email address, a deposit intent's memo, a live deposit's reference) that
 * must find its player. Each
 * is distributed by that value (docs/scaling.md), so it may hold the player's id but keys on the
 * value, and joins no player's table by a foreign key (the player's rows live on another shard): the
 * use case writes the lookup and the player's row in one transaction (decision 0080).
 */
const lookupTables: Record<string, string> = {
  email_token_hashes: 'token_hash',
  refresh_token_hashes: 'token_hash',
  telegram_link_code_hashes: 'code_hash',
  telegram_ids: 'telegram_id',
  referral_codes: 'code',
  usernames: 'lower_username',
  email_addresses: 'email',
  deposit_memos: 'memo',
  deposit_references: 'reference_key',
  chain_transfers: 'tx_hash',
};

/** Lookups whose value may name no player: an on-chain transfer no deposit matched, kept for an admin. */
const lookupsOfNoOne = ['chain_transfers'];

/** The column a player table would be distributed by, or null for a reference table or a lookup. */
const playerKey = (table: Table | undefined) =>
  !table || lookupTables[table.name]
    ? null
    : table.name === 'users'
      ? 'id'
      : table.columns.has('user_id')
        ? 'user_id'
        : null;

/** The column a table would be distributed by: a player table's player, a lookup's value; null for a reference table. */
const distributedBy = (table: Table | undefined) => (table && lookupTables[table.name]) ?? playerKey(table);

/** Shortened for a message: an index expression can be long. */
const shown = (columns: string[]) => columns.map((c) => (c.length > 40 ? `${c.slice(0, 37)}...` : c)).join(', ');

/** Triggers that only refuse a change (raise) and write nothing: allowed on a distributed table. */
const guardFunctions = ['ledger_forbid_change'];

/** Every rule `text` breaks, as `table: rule (detail)`. */
export function shardingViolations(text: string): string[] {
  const { tables, keys, foreignKeys, triggers } = parseSchema(text);
  const found: string[] = [];
  /** Player tables, and tables whose rows hang off a player's row (they should carry user_id too). */
  const owned = new Set([...tables.values()].filter((t) => distributedBy(t)).map((t) => t.name));
  for (const fk of foreignKeys) if (playerKey(tables.get(fk.references))) owned.add(fk.table);
  for (const table of tables.values()) {
    const by = playerKey(table);
    if (by === 'user_id' && !table.columns.get('user_id')!.notNull)
      found.push(`${table.name}: user_id may be null (a player table's rows each belong to one player)`);
    if (
      lookupTables[table.name] &&
      !lookupsOfNoOne.includes(table.name) &&
      table.columns.has('user_id') &&
      !table.columns.get('user_id')!.notNull
    )
      found.push(`${table.name}: user_id may be null (a lookup finds one player)`);
  }
  for (const key of keys) {
    const by = distributedBy(tables.get(key.table));
    if (by && !key.columns.includes(by))
      found.push(`${key.table}: ${key.kind} ${key.name} (${shown(key.columns)}) leaves out ${by}`);
  }
  for (const fk of foreignKeys) {
    if (lookupTables[fk.references] || (lookupTables[fk.table] && distributedBy(tables.get(fk.references)))) {
      found.push(
        `${fk.table}: foreign key ${fk.name} joins a lookup to ${fk.references} (the lookup is on its value's shard)`,
      );
      continue;
    }
    const referenced = playerKey(tables.get(fk.references));
    if (!referenced) continue; // to a reference table: allowed from anywhere
    const by = playerKey(tables.get(fk.table));
    const at = fk.referencedColumns.indexOf(referenced);
    if (!by)
      found.push(`${fk.table}: foreign key ${fk.name} to player table ${fk.references} from a table without user_id`);
    else if (at < 0 || fk.columns[at] !== by)
      found.push(
        `${fk.table}: foreign key ${fk.name} (${fk.columns.join(', ')}) -> ${fk.references} does not join on the player's id`,
      );
  }
  for (const trigger of triggers) {
    if (!owned.has(trigger.table)) continue;
    const guard =
      /^BEFORE /.test(trigger.definition) &&
      / FOR EACH ROW /.test(trigger.definition) &&
      guardFunctions.some((f) => trigger.definition.endsWith(`EXECUTE FUNCTION public.${f}()`));
    if (!guard) found.push(`${trigger.table}: trigger ${trigger.name} does work beyond refusing a change`);
  }
  return found.sort();
}

const schema = await Bun.file(join(import.meta.dir, 'schema.sql')).text();

test('db/schema.sql breaks no sharding rule', () => {
  expect(shardingViolations(schema)).toEqual([]);
});

test('each rule names the table that breaks it', () => {
  const player = `CREATE TABLE public.users (\n    id uuid NOT NULL\n);\n\nCREATE TABLE public.bets (\n    id bigint NOT NULL,\n    user_id uuid\n);\n\nCREATE TABLE public.prizes (\n    id bigint NOT NULL,\n    winner uuid NOT NULL\n);\n\nALTER TABLE ONLY public.bets\n    ADD CONSTRAINT bets_pkey PRIMARY KEY (id);\n\nALTER TABLE ONLY public.prizes\n    ADD CONSTRAINT prizes_winner_fkey FOREIGN KEY (winner) REFERENCES public.users(id);\n\nALTER TABLE ONLY public.bets\n    ADD CONSTRAINT bets_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);\n\nCREATE UNIQUE INDEX bets_one_idx ON public.bets USING btree (id) WHERE (id > 0);\n\nCREATE TRIGGER bets_count AFTER INSERT ON public.bets FOR EACH ROW EXECUTE FUNCTION public.count_bet();\n\nCREATE TRIGGER bets_frozen BEFORE UPDATE ON public.bets FOR EACH ROW EXECUTE FUNCTION public.ledger_forbid_change();\n\nCREATE TABLE public.refresh_token_hashes (\n    token_hash text NOT NULL,\n    user_id uuid\n);\n\nALTER TABLE ONLY public.refresh_token_hashes\n    ADD CONSTRAINT refresh_token_hashes_pkey PRIMARY KEY (user_id);\n\nALTER TABLE ONLY public.refresh_token_hashes\n    ADD CONSTRAINT refresh_token_hashes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);\n`;
  expect(shardingViolations(player)).toEqual([
    'bets: primary key bets_pkey (id) leaves out user_id',
    'bets: trigger bets_count does work beyond refusing a change',
    'bets: unique bets_one_idx (id) leaves out user_id',
    "bets: user_id may be null (a player table's rows each belong to one player)",
    'prizes: foreign key prizes_winner_fkey to player table users from a table without user_id',
    "refresh_token_hashes: foreign key refresh_token_hashes_user_id_fkey joins a lookup to users (the lookup is on its value's shard)",
    'refresh_token_hashes: primary key refresh_token_hashes_pkey (user_id) leaves out token_hash',
    'refresh_token_hashes: user_id may be null (a lookup finds one player)',
  ]);
});
