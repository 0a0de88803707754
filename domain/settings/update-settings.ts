import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { forgetCachedSettings, mergeSettings, readSettings } from './read-settings.ts';
import { defaultSettings, type Settings } from './defaults.ts';

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first problem of a partial settings document: an unknown key or a value of another type than its default. */
export function settingsChangeProblem(defaults: unknown, changes: unknown, path = ''): string | null {
  if (!isPlain(defaults) || !isPlain(changes)) return `${path || 'settings'} must be an object`;
  for (const [key, value] of Object.entries(changes)) {
    const where = path ? `${path}.${key}` : key;
    if (!(key in defaults)) return `Unknown setting ${where}`;
    const fallback = defaults[key];
    if (isPlain(fallback)) {
      const problem = settingsChangeProblem(fallback, value, where);
      if (problem) return problem;
    } else if (Array.isArray(fallback) !== Array.isArray(value) || typeof fallback !== typeof value) {
      return `Setting ${where} must be ${Array.isArray(fallback) ? 'a list' : `a ${typeof fallback}`}`;
    }
  }
  return null;
}

/** Merges a partial document over the current settings and records who changed what. */
export async function updateSettings(tx: Tx, input: { actorId: string; changes: unknown }): Promise<Settings> {
  const problem = settingsChangeProblem(defaultSettings, input.changes);
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
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
