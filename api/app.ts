import { Elysia, type AnyElysia } from 'elysia';
import type { Sql } from '../db/connection.ts';
import { AppError } from '../domain/errors.ts';
import type { UserView } from '../domain/identity/user-view.ts';
import { readSettings } from '../domain/settings/read-settings.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminWalletRoutes } from './admin/wallet-routes.ts';
import type { Env } from './env.ts';
import { createAuth } from './http/auth.ts';
import type { Deps } from './http/deps.ts';
import { errorHandler } from './http/errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { withSecurityHeaders } from './http/security-headers.ts';
import { dailyBonusRoutes } from './daily-bonus/routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { progressRoutes } from './progress/routes.ts';
import { quizRoutes } from './quiz/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { createProfileCache, type ProfileCache } from './users/profile-cache.ts';
import { userRoutes } from './users/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');
/**
 * Sign-ups (email, or Telegram's init, which also refreshes the player's Telegram name and photo):
 * they may create a player and raise a referrer's friend count. Login, refresh and logout change
 * nothing a profile shows, and run every 15 minutes per player, so they drop nothing.
 */
const isSignUpPath = (path: string) => path === '/api/auth/register' || path === '/api/telegram-webapp/webapp-init';
const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

const maxJsonBytes = 64 * 1024;
const maxMultipartBytes = 6 * 1024 * 1024;

/** Paths that keep working in maintenance mode: health, public settings, sign-in (admins must get in). */
const openDuringMaintenance = (path: string) =>
  path === '/api/health' || path === '/api/settings' || path.startsWith('/api/auth/') || path.startsWith('/api/admin');

/** Request bodies are JSON objects: malformed JSON and arrays or scalars are refused before validation. */
function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('VALIDATION_ERROR', 'The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export type AppOptions = {
  sql: Sql;
  env: Env;
  clientIp?: (request: Request) => string;
  /** The server's clock; tests inject one to exercise time rules. */
  now?: () => Date;
  /** The profile read cache; tests pass one with their own clock. */
  profiles?: ProfileCache<UserView>;
  /** The SSR web app (api/web.ts), mounted after every /api route; tests of the API alone leave it out. */
  web?: (opts: { apiFetch: (request: Request) => Promise<Response> }) => Elysia;
};

export function createApp(options: AppOptions) {
  const deps: Deps = {
    sql: options.sql,
    env: options.env,
    auth: createAuth(options.env.JWT_SECRET),
    clientIp: options.clientIp ?? (() => 'local'),
    now: options.now ?? (() => new Date()),
    profiles: options.profiles ?? createProfileCache(),
  };
  const { sql, auth, profiles } = deps;

  /** Admins bypass maintenance mode everywhere (the back office reads their profile, for one). */
  async function isAdminCaller(request: Request): Promise<boolean> {
    const caller = await auth.caller(request);
    if (!caller) return false;
    const [row] = await sql`select 1 from user_roles where user_id = ${caller.userId} and role = 'admin'`;
    return Boolean(row);
  }

  const app = new Elysia()
    .use(errorHandler)
    .onRequest(async ({ request }) => {
      const path = new URL(request.url).pathname;
      const adminPath = isAdminPath(path);
      if (adminPath) await auth.requireAdmin(sql, request);
      const length = Number(request.headers.get('content-length') ?? 0);
      const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
      if (length > (multipart ? maxMultipartBytes : maxJsonBytes)) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
      }
      if (adminPath) return;
      if (path.startsWith('/api/') && !openDuringMaintenance(path)) {
        const settings = await readSettings(sql);
        if (settings.features.maintenanceMode && !(await isAdminCaller(request))) {
          throw new AppError('MAINTENANCE', settings.appConfig.maintenanceMessage);
        }
      }
    })
    .onParse(async ({ request, contentType }) => {
      if (!contentType.startsWith('application/json')) return;
      return parseJsonObject(await request.text());
    })
    .get('/api/docs', (): object => openApiDocument(app as AnyElysia), { detail: { summary: 'This OpenAPI description' } })
    .use(systemRoutes(deps))
    .use(identityRoutes(deps))
    .use(userRoutes(deps))
    .use(quizRoutes(deps))
    .use(dailyBonusRoutes(deps))
    .use(progressRoutes(deps))
    .use(walletRoutes(deps))
    .use(adminRoutes(deps))
    .use(adminWalletRoutes(deps));

  if (options.web) app.use(options.web({ apiFetch: (request) => handle(request) }));

  /**
   * Drops the cached profiles a finished write may have changed, before its response leaves, so the
   * writer's next read sees it. Error responses count too: some commit before they refuse.
   */
  async function forgetChangedProfiles(request: Request, status: number): Promise<void> {
    const path = new URL(request.url).pathname;
    if (isAdminPath(path)) {
      // Admins change other players' money and status; a refusal by the admin gate ran no handler.
      if (status !== 401 && status !== 403) profiles.clear();
      return;
    }
    if (isSignUpPath(path)) {
      // A refused sign-up writes nothing a profile shows (rate-limit counters).
      if (status < 400) profiles.clear();
      return;
    }
    const caller = await auth.caller(request);
    if (caller) profiles.forget(caller.userId);
  }

  /** The entry point for servers and tests: the app plus the security headers on every response. */
  async function handle(request: Request): Promise<Response> {
    const response = await app.handle(request);
    if (isWrite(request)) await forgetChangedProfiles(request, response.status);
    return withSecurityHeaders(response);
  }

  return { app, handle, profiles };
}
