import type { Db } from '../../db/connection.ts';
import { defaultSettings, type Settings } from './defaults.ts';
import { featureSwitches } from './feature-switches.ts';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored values over the defaults, key by key; unknown stored keys are dropped. */
export function mergeSettings(defaults: Plain, stored: unknown): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(defaults)) {
    const override = isPlain(stored) ? stored[key] : undefined;
    if (isPlain(value)) out[key] = mergeSettings(value, override);
    else out[key] = override !== undefined && typeof override === typeof value ? override : value;
  }
  return out;
}

let cache: { at: number; value: Settings } | null = null;
const cacheMs = 1_000;

/**
 * The settings document, cached for one second per process (replicas see a change within a second),
 * also when read inside a transaction. A process serves one database; a test that switches database
 * calls forgetCachedSettings().
 */
export async function readSettings(db: Db, now = Date.now()): Promise<Settings> {
  if (cache && now - cache.at < cacheMs) return cache.value;
  const [row] = await db<{ document: unknown }[]>`select document from app_settings where id = 'appSettings'`;
  const value = mergeSettings(defaultSettings, row?.document) as Settings;
  cache = { at: now, value };
  return value;
}

export function forgetCachedSettings(): void {
  cache = null;
}

/** The part of the settings any visitor may read. */
export function publicSettings(s: Settings) {
  return {
    theme: s.theme,
    primaryColor: s.primaryColor,
    secondaryColor: s.secondaryColor,
    accentColor: s.accentColor,
    /** Every switch, as the server enforces it (requireFeature): the app hides exactly what is refused. */
    features: { ...s.features, ...featureSwitches(s) },
    appConfig: s.appConfig,
    layout: s.layout,
    content: s.content,
    notifications: s.notifications,
    // The numbers the players' texts name (the rules of new tournaments, proof review).
    tournaments: {
      feePercent: s.tournaments.feePercent,
      questionCount: s.tournaments.questionCount,
      secondsPerQuestion: s.tournaments.secondsPerQuestion,
    },
    tasks: { proofReviewHours: s.tasks.proofReviewHours },
    maintenance: { enabled: s.features.maintenanceMode, message: s.appConfig.maintenanceMessage },
    /** System Settings > General (decision 0040): the default interface language, and how amounts are shown. */
    language: s.system.general.defaultLanguage,
    currency: s.system.general.currency,
    decimalPlaces: s.system.general.decimalPlaces,
  };
}
export type PublicSettings = ReturnType<typeof publicSettings>;
