import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/connection.ts';
import type { RuleChange } from './game-rules.ts';
import { readSetting } from './system-settings.ts';

/** How many of the latest settings saves are searched for a rule's last change. */
const searchedSaves = 100;

/**
 * Who last changed each of `paths`, when, from what to what: the newest settings save or reset in
 * the audit log (its before and after documents) whose value at that path differs. A rule not
 * changed in the last saves has no entry (it shows its default or an older change). Called by the
 * Game rules endpoint.
 */
export async function readRuleChanges(db: Db, paths: readonly string[]): Promise<Map<string, RuleChange>> {
  const saves = await db<{ by: string | null; at: Date; before: unknown; after: unknown }[]>`
    select coalesce(nullif(u.telegram_full_name, ''), u.name) as by, l.created_at as at, l.before, l.after
    from audit_log l left join users u on u.id = l.actor_id
    where l.action in ('settings.update', 'settings.reset') and l.target_id = 'appSettings'
    order by l.created_at desc, l.id desc limit ${searchedSaves}`;
  const changes = new Map<string, RuleChange>();
  for (const save of saves) {
    for (const path of paths) {
      if (changes.has(path)) continue;
      const before = readSetting(save.before, path);
      const after = readSetting(save.after, path);
      if (!isDeepStrictEqual(before, after))
        changes.set(path, { by: save.by, at: save.at.toISOString(), before, after });
    }
  }
  return changes;
}
