import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { defaultSettings, type Settings } from './defaults.ts';
import { forgetCachedSettings, readSettings } from './read-settings.ts';

/** Admin "Reset Defaults": the stored document emptied, so every setting reads its default; audited with before and after. */
export async function resetSettings(tx: Tx, input: { actorId: string }): Promise<Settings> {
  await tx`insert into app_settings (id) values ('appSettings') on conflict do nothing`;
  await tx`select 1 from app_settings where id = 'appSettings' for update`;
  forgetCachedSettings();
  const before = await readSettings(tx);
  await tx`update app_settings set document = '{}', updated_at = now(), updated_by = ${input.actorId} where id = 'appSettings'`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'settings.reset',
    targetType: 'settings',
    targetId: 'appSettings',
    before,
    after: defaultSettings,
  });
  forgetCachedSettings();
  return defaultSettings;
}
