import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { Settings } from './defaults.ts';
import { readSettings } from './read-settings.ts';

/** Refuses (403 FORBIDDEN) when an admin switched the feature off (settings.features), on the server, not only in the UI. */
export async function requireFeature(db: Db, feature: keyof Settings['features'], what: string): Promise<void> {
  if (!(await readSettings(db)).features[feature])
    throw new AppError('FORBIDDEN', `${what} are not available right now`);
}
