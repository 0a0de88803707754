import { mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

const Int = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer('must be a whole number'),
    v.minValue(0),
  );

/** Connections of an API process's pool to PostgreSQL (docs/decisions/0049-the-answer-path-today.md: an answer is one statement, and more connections than this on a 2-core server spend the CPU on switching). */
export const DEFAULT_POOL_SIZE = 10;

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.nonEmpty())),
  DATABASE_POOL_SIZE: v.pipe(Int(DEFAULT_POOL_SIZE), v.minValue(1, 'DATABASE_POOL_SIZE must be at least 1')),
  /** A hot standby of DATABASE_URL for the reads that tolerate lag (db/read-replica.ts, decision 0064). */
  DATABASE_REPLICA_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must be a postgres:// URL')),
  ),
  /** Past this lag, in seconds, the replica's reads go to the primary. */
  DATABASE_REPLICA_MAX_LAG_S: v.pipe(Int(5), v.minValue(1, 'DATABASE_REPLICA_MAX_LAG_S must be at least 1')),
  PORT: Int(3000),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), '.data'),
  TELEGRAM_BOT_TOKEN: v.optional(v.string(), ''),
  TELEGRAM_INIT_MAX_AGE_S: Int(86400),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('ADMIN_EMAIL must be an email address'))),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'ADMIN_PASSWORD must be at least 8 characters'))),
  /** Bot API base URL (tests point it at a local fake that speaks the same protocol). */
  TELEGRAM_API_URL: v.optional(v.pipe(v.string(), v.url('TELEGRAM_API_URL must be a URL')), 'https://api.telegram.org'),
  TELEGRAM_BOT_USERNAME: v.optional(v.string(), ''),
  /** TON Center API v3 and TronGrid: the URL a new `toncenter` / `trongrid` deposit address gets when its own is left empty. */
  TONCENTER_URL: v.optional(v.pipe(v.string(), v.url('TONCENTER_URL must be a URL')), 'https://toncenter.com'),
  TRONGRID_URL: v.optional(v.pipe(v.string(), v.url('TRONGRID_URL must be a URL')), 'https://api.trongrid.io'),
  /**
   * The origins a page may connect to for TON Connect (the CSP's connect-src beside 'self'): the
   * wallets list and each listed wallet's bridge. Space-separated; a wallet whose bridge is missing
   * here cannot be connected.
   */
  TONCONNECT_CONNECT_SRC: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(https:\/\/[a-z0-9.-]+(:\d+)?(\s+|$))*$/,
        'TONCONNECT_CONNECT_SRC must be https origins separated by spaces',
      ),
    ),
    [
      'https://config.ton.org',
      'https://bridge.tonapi.io',
      'https://connect.tonhubapi.com',
      'https://tonconnectbridge.mytonwallet.org',
      'https://wallet.binance.com',
      'https://www.okx.com',
      'https://ton-connect-bridge.bgwapi.io',
      'https://api-node.bybit.com',
      'https://dapp.gateio.services',
      'https://ton-bridge.safepal.com',
      'https://sse-bridge.hot-labs.org',
      'https://wallet-bridge.fintopio.com',
      'https://bridge.dewallet.pro',
      'https://walletbot.me',
    ].join(' '),
  ),
  /** The webhook's secret token; empty: derived from the bot token (domain/telegram/webhook-secret.ts). */
  TELEGRAM_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{1,256}$/, 'TELEGRAM_WEBHOOK_SECRET must be 1 to 256 of A-Z a-z 0-9 _ -'),
    ),
  ),
  /** How the bot takes its updates: by the webhook, or also by getUpdates long polling in the worker (development). */
  TELEGRAM_UPDATES: v.optional(
    v.picklist(['webhook', 'polling'], 'TELEGRAM_UPDATES must be webhook or polling'),
    'webhook',
  ),
  OPENAI_API_KEY: v.optional(v.string(), ''),
  OPENAI_BASE_URL: v.optional(v.string(), 'https://api.openai.com/v1'),
  OPENAI_MODEL: v.optional(v.string(), 'gpt-4o-mini'),
  PUBLIC_URL: v.optional(v.string()),
  /** SMTP server for account mail (`smtp://user:pass@host:587`, `smtps://...`); unset: no mail is sent. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be an smtp:// or smtps:// URL'),
      v.url('SMTP_URL must be a URL'),
    ),
  ),
  /** Behind a reverse proxy (compose.yaml): take the client address from the last X-Forwarded-For hop. */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'),
      v.transform((x) => x === 'true'),
    ),
    'false',
  ),
});

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'JWT_SECRET'> & { JWT_SECRET: string };

/** Parses the environment once; refuses to start on bad configuration or, in production, on missing secrets. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(EnvSchema, cleaned);
  if (!parsed.success) {
    const problems = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.output;
  if (env.NODE_ENV === 'production') {
    const missing = (['DATABASE_URL', 'JWT_SECRET', 'TELEGRAM_BOT_TOKEN'] as const).filter((k) => !env[k]);
    if (missing.length > 0) throw new Error(`Refusing to start in production without ${missing.join(', ')}`);
  }
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? developmentSecret(env.DATA_DIR) };
}

/** The address players reach the app at: links in bot messages, the bot's Play buttons and the webhook. */
export const publicUrlOf = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

/** The bot's configuration, the same for the API, the worker and the scripts. */
export function telegramOf(env: Env) {
  return {
    baseUrl: env.TELEGRAM_API_URL,
    token: env.TELEGRAM_BOT_TOKEN,
    appUrl: publicUrlOf(env),
    botUsername: env.TELEGRAM_BOT_USERNAME,
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
  };
}

/** Outside production a secret is generated once and kept under the data directory. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
