import { AppError } from '../errors.ts';
import type { Settings } from './defaults.ts';

/**
 * The System Settings screen's six groups (spec 002 section 3) as a view over the one settings
 * document. Fields the app settings also hold (app name, maintenance, notification channels,
 * feature switches) map to the same keys, so each has one source of truth.
 */
const fieldPaths = {
  general: {
    appName: 'appConfig.appName',
    appVersion: 'appConfig.appVersion',
    maintenanceMode: 'features.maintenanceMode',
    maintenanceMessage: 'appConfig.maintenanceMessage',
    defaultLanguage: 'system.general.defaultLanguage',
    timezone: 'system.general.timezone',
    currency: 'system.general.currency',
    decimalPlaces: 'system.general.decimalPlaces',
  },
  security: {
    enableTwoFactor: 'system.security.enableTwoFactor',
    sessionTimeout: 'system.security.sessionTimeout',
    maxLoginAttempts: 'system.security.maxLoginAttempts',
    passwordMinLength: 'system.security.passwordMinLength',
    enableRateLimit: 'system.security.enableRateLimit',
    rateLimitWindow: 'system.security.rateLimitWindow',
    rateLimitMax: 'system.security.rateLimitMax',
    enableIPWhitelist: 'system.security.enableIPWhitelist',
    allowedIPs: 'system.security.allowedIPs',
    maxAccountsPerDevice: 'security.maxAccountsPerDevice',
    maxAccountsPerAddress: 'security.maxAccountsPerAddress',
    maxAccountsPerWallet: 'security.maxAccountsPerWallet',
    bonusPlayThroughStakeMultiple: 'bonus.playThroughStakeMultiple',
    bonusPlayThroughQuizzes: 'bonus.playThroughQuizzes',
  },
  notifications: {
    enablePushNotifications: 'notifications.enablePushNotifications',
    notificationRetention: 'system.notifications.notificationRetention',
  },
  api: {
    enableAPI: 'system.api.enableAPI',
    apiRateLimit: 'system.api.apiRateLimit',
    apiRateWindow: 'system.api.apiRateWindow',
    pageRateLimit: 'system.api.pageRateLimit',
    apiVersion: 'system.api.apiVersion',
    enableCORS: 'system.api.enableCORS',
    corsOrigins: 'system.api.corsOrigins',
    enableSwagger: 'system.api.enableSwagger',
  },
  features: {
    enableQuiz: 'system.features.enableQuiz',
    enableTournaments: 'features.tournaments',
    enableReferrals: 'features.referrals',
    enableTasks: 'features.tasks',
    enableAchievements: 'features.achievements',
    enableLeaderboard: 'features.leaderboard',
    enableTelegramIntegration: 'system.features.enableTelegramIntegration',
  },
} as const;

type Group = keyof typeof fieldPaths;
/** Settings with a closed list of values, checked on every save (System Settings and the whole document alike). */
export const settingChoices: Record<string, readonly string[]> = {
  'system.general.defaultLanguage': ['en', 'es', 'fr', 'de', 'zh'],
  'system.general.currency': ['USDT', 'BTC', 'ETH', 'USD'],
  'system.general.timezone': [
    'UTC',
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'Europe/London',
    'Europe/Paris',
    'Asia/Tokyo',
  ],
};
const lists = new Set(['system.security.allowedIPs', 'system.api.corsOrigins']);

/** The value at a dotted path of a settings document. */
export const readSetting = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc);

/** Sets the value at a dotted path of a (partial) settings document, creating the groups on the way. */
export function writeSetting(doc: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = doc;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
}

/** Facts of the running system that only an operator changes (environment and database), shown read-only. */
export type OperatorFacts = {
  databasePoolSize: number;
  database: 'postgresql' | 'embedded';
  auditLog: string;
};

export function systemSettingsView(s: Settings, facts: OperatorFacts) {
  const groups = {} as Record<Group, Record<string, unknown>>;
  for (const [group, fields] of Object.entries(fieldPaths)) {
    groups[group as Group] = Object.fromEntries(
      Object.entries(fields).map(([name, path]) => [name, readSetting(s, path)]),
    );
  }
  return {
    ...groups,
    readOnly: {
      database: [
        { label: 'Connection pool size', value: String(facts.databasePoolSize), setBy: 'DATABASE_POOL_SIZE' },
        {
          label: 'Database',
          value: facts.database === 'embedded' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL',
          setBy: 'DATABASE_URL',
        },
        {
          label: 'Backups, replication and sharding',
          value: "Run by the database operator (pg_dump / the provider's backups, streaming replicas)",
          setBy: 'the PostgreSQL server',
        },
      ],
      security: [
        { label: 'Audit log', value: facts.auditLog, setBy: 'always on' },
        {
          label: 'Captcha',
          value: 'Not offered: players sign in through Telegram or with email and password, limited per address',
          setBy: 'not built in this version',
        },
      ],
      notifications: [
        {
          label: 'Email notifications',
          value: 'Not sent: players get in-app and Telegram notifications; email carries only account mail',
          setBy: 'the product (no notification mail is built)',
        },
      ],
      features: [
        {
          label: 'Social sign-in',
          value: 'Telegram only (the Telegram switch above); no other social sign-in',
          setBy: 'not built in this version',
        },
      ],
    },
    choices: Object.fromEntries(
      Object.entries(settingChoices).map(([path, values]) => [path.split('.').at(-1), values]),
    ),
  };
}
export type SystemSettingsView = ReturnType<typeof systemSettingsView>;

/** Comma-separated lists (or arrays) trimmed, empty entries dropped (spec 002 section 5). */
export const cleanList = (value: unknown): unknown =>
  typeof value === 'string' || Array.isArray(value)
    ? (typeof value === 'string' ? value.split(',') : value)
        .map((x) => (typeof x === 'string' ? x.trim() : x))
        .filter((x) => x !== '')
    : value;

/** The settings-document changes a System Settings save stands for; unknown or operator-only fields are refused by name. */
export function systemSettingsChanges(body: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [group, fields] of Object.entries(body)) {
    const known = fieldPaths[group as Group] as Record<string, string> | undefined;
    if (group === 'database' || group === 'readOnly')
      throw new AppError('VALIDATION_ERROR', `${group} settings are set by the operator, not here`);
    if (!known) throw new AppError('VALIDATION_ERROR', `Unknown settings group ${group}`);
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      throw new AppError('VALIDATION_ERROR', `${group} must be an object`);
    for (const [name, value] of Object.entries(fields)) {
      const path = known[name];
      if (!path) throw new AppError('VALIDATION_ERROR', `Unknown setting ${group}.${name}`);
      const clean = lists.has(path) ? cleanList(value) : value;
      const allowed = settingChoices[path];
      if (allowed && !allowed.includes(clean as string))
        throw new AppError('VALIDATION_ERROR', `Setting ${group}.${name} must be one of ${allowed.join(', ')}`);
      writeSetting(changes, path, clean);
    }
  }
  return changes;
}
