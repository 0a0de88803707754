import { Elysia, type AnyElysia } from 'elysia';
import type { Sql } from '../db/connection.ts';
import { createReadReplica, type ReadReplica } from '../db/read-replica.ts';
import { AppError, rateLimitedMessage } from '../domain/errors.ts';
import type { UserView } from '../domain/identity/user-view.ts';
import { readSettings } from '../domain/settings/read-settings.ts';
import type { Env } from '../config/env.ts';
import { adminAuditRoutes } from './audit/admin-routes.ts';
import { adminDisputeRoutes } from './disputes/admin-routes.ts';
import { disputeRoutes } from './disputes/routes.ts';
import { adminFraudRoutes } from './fraud/admin-routes.ts';
import { adminSecurityRoutes } from './security/admin-routes.ts';
import { adminUserRoutes } from './users/admin-routes.ts';
import { type Access, createAuth } from './http/auth.ts';
import { type AccessCache, createAccessCache } from './http/access-cache.ts';
import type { Deps } from './http/deps.ts';
import { errorHandler } from './http/errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { allowedOrigin, withCors } from './http/cors.ts';
import { apiClosedMessage, fromOwnPages } from './http/api-access.ts';
import { createRequestLimiter, isInProcess } from './http/request-limit.ts';
import { isRenderedPage, tooManyPages } from './http/page-limit.ts';
import {
  maxJsonBytes,
  maxMultipartBytes,
  maxProofMultipartBytes,
  parseJsonObject,
  parseMultipart,
  readCapped,
  refuseDeepNesting,
} from './http/request-body.ts';
import { withSecurityHeaders } from './http/security-headers.ts';
import { adminAchievementRoutes } from './achievements/admin-routes.ts';
import { achievementsRoutes } from './achievements/routes.ts';
import { activitiesRoutes } from './activities/routes.ts';
import { adminAnalyticsRoutes } from './analytics/admin-routes.ts';
import { adminDailyBonusRoutes } from './daily-bonus/admin-routes.ts';
import { dailyBonusRoutes } from './daily-bonus/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { adminDatabaseRoutes } from './database/admin-routes.ts';
import { adminIdentityRoutes, twoFactorSetupPaths } from './identity/admin-routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { admitAdminSession } from '../domain/identity/admin-session.ts';
import { adminQuestionRoutes, importPath } from './questions/admin-routes.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { practiceQuizRoutes } from './practice-quiz/routes.ts';
import { quizRoutes } from './quiz/routes.ts';
import { adminReferralRoutes } from './referrals/admin-routes.ts';
import { referralRoutes } from './referrals/routes.ts';
import { adminSettingsRoutes } from './settings/admin-routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { isTelegramWebhook, telegramRoutes } from './telegram/routes.ts';
import { adminTournamentRoutes } from './tournaments/admin-routes.ts';
import { tournamentRoutes } from './tournaments/routes.ts';
import { createProfileCache, type ProfileCache } from './profile/profile-cache.ts';
import { profileRoutes } from './profile/routes.ts';
import { responsiblePlayRoutes } from './responsible-play/routes.ts';
import { standingRoutes } from './standing/routes.ts';
import { blockNoticeRoutes } from './block-notice/routes.ts';
import { isSetupPath, setupRoutes } from './setup/admin-routes.ts';
import { adminTaskRoutes } from './tasks/admin-routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { adminWalletRoutes } from './wallet/admin-routes.ts';
import { walletRoutes } from './wallet/routes.ts';

const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');
/**
 * Sign-ups (email, or Telegram's init, which also refreshes the player's Telegram name and photo):
 * they may create a player and raise a referrer's friend count. Login, refresh and logout change
 * nothing a profile shows, and run every 15 minutes per player, so they drop nothing.
 */
const isSignUpPath = (path: string) => path === '/api/auth/register' || path === '/api/telegram-webapp/webapp-init';
const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

const isTaskProofPath = (path: string) => /^\/api\/tasks\/[^/]+\/proofs$/.test(path);

/** The most bytes a request's body may have, checked against Content-Length and again as the body is read. */
function maxBodyBytes(path: string, contentType: string): number {
  // A question file may come as the JSON body itself: it gets the file size limit.
  if (contentType.startsWith('multipart/')) return isTaskProofPath(path) ? maxProofMultipartBytes : maxMultipartBytes;
  return path === importPath ? maxMultipartBytes : maxJsonBytes;
}

/** Paths that keep working in maintenance mode: health, public settings, sign-in (admins must get in). */
const openDuringMaintenance = (path: string) =>
  path === '/api/health' || path === '/api/settings' || path.startsWith('/api/auth/') || path.startsWith('/api/admin');

export type AppOptions = {
  sql: Sql;
  /** Where lag-tolerant reads go (db/read-replica.ts); without one, everything reads the primary. */
  readReplica?: ReadReplica;
  env: Env;
  clientIp?: (request: Request) => string;
  /** The server's clock; tests inject one to exercise time rules. */
  now?: () => Date;
  /**
   * The clock of sign-in codes and session inactivity (the server's clock unless given): tests move
   * it apart from the game's clock, so moving the game's days does not end their admin's session.
   */
  sessionNow?: () => Date;
  /** The access check's cache (decision 0060); tests pass one with their own expiry and retry. */
  access?: AccessCache<Access>;
  /** The profile read cache; tests pass one with their own clock. */
  profiles?: ProfileCache<UserView>;
  /** The SSR web app (api/web.ts), mounted after every /api route; tests of the API alone leave it out. */
  web?: (opts: { apiFetch: (request: Request) => Promise<Response>; connectSources?: string }) => Elysia;
};

export function createApp(options: AppOptions) {
  const now = options.now ?? (() => new Date());
  const access = options.access ?? createAccessCache<Access>(options.sql);
  const auth = createAuth(options.env.JWT_SECRET, options.sql, access, now);
  const readReplica =
    options.readReplica ??
    createReadReplica(options.sql, null, { maxLagSeconds: options.env.DATABASE_REPLICA_MAX_LAG_S });
  const deps: Deps = {
    sql: options.sql,
    readReplica,
    lagTolerant: async (request, read) => readReplica.read((await auth.caller(request))?.userId ?? null, read),
    env: options.env,
    auth,
    clientIp: options.clientIp ?? (() => 'local'),
    now,
    sessionNow: options.sessionNow ?? now,
    profiles: options.profiles ?? createProfileCache(),
  };
  const { sql, profiles } = deps;

  /** Requests the server-side renderer makes for a page it renders: the page's own, never limited or refused as a script. */
  const rendered = new WeakSet<Request>();
  const limiter = createRequestLimiter();
  const pageLimiter = createRequestLimiter();

  /** The 429 page for a client over its page budget (page-limit.ts), or undefined. */
  async function pageRefusal(request: Request): Promise<Response | undefined> {
    const settings = await readSettings(sql).catch(() => null);
    const ip = deps.clientIp(request);
    if (!settings?.system.security.enableRateLimit || isInProcess(ip)) return undefined;
    const retryAfter = pageLimiter.hit(ip, settings.system.api.pageRateLimit, 60, now().getTime());
    return retryAfter > 0 ? tooManyPages(retryAfter) : undefined;
  }

  /** System Settings > API: the per-client request limit and the API switch (decision 0040). */
  async function checkApiAccess(request: Request, path: string): Promise<void> {
    if (path === '/api/health' || rendered.has(request)) return;
    // Unreadable settings limit and refuse nothing here: the route answers as it would without this check.
    const settings = await readSettings(sql).catch(() => null);
    if (!settings) return;
    const ip = deps.clientIp(request);
    if (settings.system.security.enableRateLimit && !isInProcess(ip)) {
      const { apiRateLimit, apiRateWindow } = settings.system.api;
      const retryAfter = limiter.hit(ip, apiRateLimit, apiRateWindow, now().getTime());
      if (retryAfter > 0) {
        const refused = new AppError('RATE_LIMITED', rateLimitedMessage);
        refused.retryAfterSeconds = retryAfter;
        throw refused;
      }
    }
    if (!settings.system.api.enableAPI && !fromOwnPages(request)) throw new AppError('FORBIDDEN', apiClosedMessage);
  }

  const app = new Elysia()
    .use(errorHandler)
    .onRequest(async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (options.web && isRenderedPage(request, path)) {
        const refused = await pageRefusal(request);
        if (refused) return refused;
      }
      // Telegram's own webhook calls: not a client of the API, so neither limited nor closed with it.
      const fromTelegram = isTelegramWebhook(options.env, request, path);
      if (path.startsWith('/api/') && !fromTelegram) await checkApiAccess(request, path);
      const adminPath = isAdminPath(path);
      if (adminPath && !isSetupPath(path)) {
        const caller = await auth.requireAdmin(request);
        const { security } = (await readSettings(sql)).system;
        if (security.enableIPWhitelist && !security.allowedIPs.includes(deps.clientIp(request)))
          throw new AppError('FORBIDDEN', 'This IP address may not use the admin API');
        const { twoFactorSetupRequired } = await admitAdminSession(sql, {
          ...caller,
          at: deps.sessionNow(),
          timeoutMinutes: security.sessionTimeout,
          required: security.enableTwoFactor,
        });
        if (twoFactorSetupRequired && !twoFactorSetupPaths.includes(path))
          throw new AppError('TWO_FACTOR_REQUIRED', 'Set up two-factor sign-in to use the back office');
      }
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > maxBodyBytes(path, request.headers.get('content-type') ?? '')) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
      }
      if (adminPath) return;
      if (path.startsWith('/api/') && !openDuringMaintenance(path) && !fromTelegram) {
        const settings = await readSettings(sql);
        if (settings.features.maintenanceMode && !(await auth.isAdmin(request))) {
          throw new AppError('MAINTENANCE', settings.appConfig.maintenanceMessage);
        }
      }
    })
    .onParse(async ({ request, contentType, path }) => {
      if (!request.body) return;
      const maxBytes = maxBodyBytes(path, contentType);
      if (contentType.startsWith('multipart/form-data')) return parseMultipart(request, maxBytes);
      const text = await (await readCapped(request, maxBytes)).text();
      if (!contentType.startsWith('application/json'))
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Request bodies are JSON (application/json) or multipart/form-data',
        );
      // An imported question file is a JSON array, judged by the import with the spec's messages.
      if (path === importPath) return refuseDeepNesting(text);
      return parseJsonObject(text);
    })
    .get(
      '/api/docs',
      async (): Promise<object> => {
        const { enableSwagger, apiVersion } = (await readSettings(sql)).system.api;
        if (!enableSwagger) throw new AppError('NOT_FOUND', 'Not found');
        return openApiDocument(app as AnyElysia, apiVersion);
      },
      {
        detail: { summary: 'This OpenAPI description' },
      },
    )
    .use(systemRoutes(deps))
    .use(settingsRoutes(deps))
    .use(identityRoutes(deps))
    .use(adminIdentityRoutes(deps))
    .use(profileRoutes(deps))
    .use(responsiblePlayRoutes(deps))
    .use(standingRoutes(deps))
    .use(blockNoticeRoutes(deps))
    .use(quizRoutes(deps))
    .use(practiceQuizRoutes(deps))
    .use(disputeRoutes(deps))
    .use(dailyBonusRoutes(deps))
    .use(achievementsRoutes(deps))
    .use(activitiesRoutes(deps))
    .use(walletRoutes(deps))
    .use(tournamentRoutes(deps))
    .use(adminTournamentRoutes(deps))
    .use(dashboardRoutes(deps))
    .use(setupRoutes(deps))
    .use(adminSettingsRoutes(deps))
    .use(adminDailyBonusRoutes(deps))
    .use(adminAnalyticsRoutes(deps))
    .use(adminDatabaseRoutes(deps))
    .use(adminWalletRoutes(deps))
    .use(taskRoutes(deps))
    .use(adminTaskRoutes(deps))
    .use(adminQuestionRoutes(deps))
    .use(adminAchievementRoutes(deps))
    .use(referralRoutes(deps))
    .use(telegramRoutes(deps))
    .use(leaderboardRoutes(deps))
    .use(notificationRoutes(deps))
    .use(adminReferralRoutes(deps))
    .use(adminUserRoutes(deps))
    .use(adminSecurityRoutes(deps))
    .use(adminFraudRoutes(deps))
    .use(adminAuditRoutes(deps))
    .use(adminDisputeRoutes(deps));

  if (options.web)
    app.use(
      options.web({
        apiFetch: (request) => {
          rendered.add(request);
          return handle(request);
        },
        connectSources: options.env.TONCONNECT_CONNECT_SRC,
      }),
    );

  /**
   * Drops the cached profiles a finished write may have changed, before its response leaves, so the
   * writer's next read sees it, and keeps the writer's lag-tolerant reads on the primary until the
   * replica has it. Error responses count too: some commit before they refuse.
   */
  async function afterWrite(request: Request, status: number): Promise<void> {
    const path = new URL(request.url).pathname;
    const caller = await auth.caller(request);
    if (caller) readReplica.wrote(caller.userId);
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
    if (caller) profiles.forget(caller.userId);
  }

  /**
   * The Origin to let in for a cross-origin API call, or null. Same-origin calls (module scripts and
   * forms send an Origin too) and pages are left alone, and unreadable settings let nobody in rather
   * than failing the request.
   */
  async function corsOrigin(request: Request): Promise<string | null> {
    const origin = request.headers.get('origin');
    if (!origin) return null;
    const url = new URL(request.url);
    if (origin === url.origin || !url.pathname.startsWith('/api/')) return null;
    try {
      return allowedOrigin((await readSettings(sql)).system.api, origin);
    } catch {
      return null;
    }
  }

  /** The entry point for servers and tests: the app plus the security and CORS headers on every response. */
  async function handle(request: Request): Promise<Response> {
    const cors = await corsOrigin(request);
    if (cors && request.method === 'OPTIONS')
      return withSecurityHeaders(withCors(new Response(null, { status: 204 }), cors, true));
    const response = await app.handle(request);
    if (isWrite(request)) await afterWrite(request, response.status);
    return withSecurityHeaders(cors ? withCors(response, cors, false) : response);
  }

  return { app, handle, profiles, access };
}
