import type { Db } from '../../db/connection.ts';
import type { Settings } from './defaults.ts';
import type { GameRulesSection } from './game-rules.ts';
import type { SystemSettingsView } from './system-settings.ts';

/** When the settings were last saved and by whom (spec 002: lastUpdated, updatedBy). */
export async function readSettingsMeta(db: Db): Promise<{ lastUpdated: string | null; updatedBy: string | null }> {
  const [row] = await db<{ updated_at: Date; updated_by: string | null }[]>`
    select s.updated_at, coalesce(nullif(u.telegram_full_name, ''), u.name) as updated_by
    from app_settings s left join users u on u.id = s.updated_by where s.id = 'appSettings'`;
  return { lastUpdated: row?.updated_at.toISOString() ?? null, updatedBy: row?.updated_by ?? null };
}
export type SettingsMeta = Awaited<ReturnType<typeof readSettingsMeta>>;
/** GET /api/admin/settings: the whole settings document with when and by whom it was saved. */
export type AdminSettingsDocument = Settings & SettingsMeta;
/** GET /api/admin/system-settings: the six groups of System Settings with the same. */
export type SystemSettings = SystemSettingsView & SettingsMeta;
/** GET /api/admin/game-rules: every money and game rule in its section, with the same. */
export type GameRules = { sections: GameRulesSection[] } & SettingsMeta;
