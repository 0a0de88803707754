import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { forgetCachedSettings, mergeSettings, readSettings } from './read-settings.ts';
import { defaultSettings, type Settings } from './defaults.ts';

/** Merges a partial document over the current settings and records who changed what. */
export async function updateSettings(tx: Tx, input: { actorId: string; changes: unknown }): Promise<Settings> {
  forgetCachedSettings();
  const before = await readSettings(tx);
  const after = mergeSettings(defaultSettings, mergeSettings(before, input.changes)) as Settings;
  await tx`
    insert into app_settings (id, document, updated_at, updated_by)
    values ('appSettings', ${tx.json(after as never)}, now(), ${input.actorId})
    on conflict (id) do update set document = excluded.document, updated_at = now(), updated_by = excluded.updated_by`;
  await writeAudit(tx, { actorId: input.actorId, action: 'settings.update', targetType: 'settings', targetId: 'appSettings', before, after });
  forgetCachedSettings();
  return after;
}
