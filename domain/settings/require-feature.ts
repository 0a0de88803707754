import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { Settings } from './defaults.ts';
import { type Feature, featureDisabledMessage, featureSwitches } from './feature-switches.ts';
import { readSettings } from './read-settings.ts';

/** Refuses (403 FEATURE_DISABLED) when the settings have the feature switched off. */
export function checkFeature(settings: Settings, feature: Feature): void {
  if (!featureSwitches(settings)[feature]) throw new AppError('FEATURE_DISABLED', featureDisabledMessage(feature));
}

/** Refuses (403 FEATURE_DISABLED) when an admin switched the feature off: on the server, not only in the app. */
export async function requireFeature(db: Db, feature: Feature): Promise<void> {
  checkFeature(await readSettings(db), feature);
}
