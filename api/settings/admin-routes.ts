import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { gameRuleChanges, gameRuleSections, gameRulesView } from '../../domain/settings/game-rules.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { readRuleChanges } from '../../domain/settings/rule-changes.ts';
import { withoutServerFields } from '../../domain/settings/round-trip.ts';
import { resetSettings } from '../../domain/settings/reset-settings.ts';
import { readSettingsMeta } from '../../domain/settings/settings-meta.ts';
import { systemSettingsChanges, systemSettingsView } from '../../domain/settings/system-settings.ts';
import { updateSettings } from '../../domain/settings/update-settings.ts';
import type { Deps } from '../http/deps.ts';

const ChangesBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((changes) => Object.keys(changes).length > 0, 'Nothing to update'),
);

const rulePaths = gameRuleSections.flatMap((s) => s.rules.map((r) => r.path));

/**
 * The settings document (App Settings), its System Settings view and its Game rules view. Each PUT
 * takes back what its GET gave (server-owned fields ignored when unchanged). The admin role is
 * checked for all of /api/admin in app.ts.
 */
export function adminSettingsRoutes({ sql, env, auth, clientIp }: Deps) {
  const withMeta = async <T extends object>(settings: T) => ({ ...settings, ...(await readSettingsMeta(sql)) });
  const systemView = async () =>
    withMeta(
      systemSettingsView(await readSettings(sql), {
        databasePoolSize: env.DATABASE_URL ? env.DATABASE_POOL_SIZE : 4,
        database: env.DATABASE_URL ? 'postgresql' : 'embedded',
        auditLog: 'Always on: every admin change (money, settings, players) is recorded with before and after',
      }),
    );
  const rulesView = async () =>
    withMeta({ sections: gameRulesView(await readSettings(sql), await readRuleChanges(sql, rulePaths)) });
  return new Elysia()
    .get('/api/admin/settings', async () => ({ data: await withMeta(await readSettings(sql)) }), {
      detail: { summary: 'The whole settings document, with lastUpdated and updatedBy' },
    })
    .put(
      '/api/admin/settings',
      async ({ body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        const changes = withoutServerFields(body, await withMeta(await readSettings(sql)), [
          'lastUpdated',
          'updatedBy',
        ]);
        const saved = await transaction(sql, (tx) => updateSettings(tx, { actorId: userId, changes }));
        return { data: await withMeta(saved) };
      },
      { body: ChangesBody, detail: { summary: 'Change settings (merged over the current document), audited' } },
    )
    .post(
      '/api/admin/settings/reset',
      async ({ request }) => {
        const { userId } = await auth.requireAdmin(request);
        const saved = await transaction(sql, (tx) => resetSettings(tx, { actorId: userId }));
        return { data: await withMeta(saved) };
      },
      { detail: { summary: 'Every setting back to its default, audited' } },
    )
    .get('/api/admin/system-settings', async () => ({ data: await systemView() }), {
      detail: { summary: 'System Settings: general, security, notifications, api, features, and operator facts' },
    })
    .put(
      '/api/admin/system-settings',
      async ({ body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        const changes = systemSettingsChanges(
          withoutServerFields(body, await systemView(), ['readOnly', 'choices', 'lastUpdated', 'updatedBy']),
        );
        const security = (
          changes.system as { security?: { enableIPWhitelist?: boolean; allowedIPs?: string[] } } | undefined
        )?.security;
        await transaction(sql, async (tx) => {
          const current = (await readSettings(tx)).system.security;
          const on = security?.enableIPWhitelist ?? current.enableIPWhitelist;
          const list = security?.allowedIPs ?? current.allowedIPs;
          // An allow-list that leaves out the admin saving it would lock them out of this very screen.
          if (on && Array.isArray(list) && !list.includes(clientIp(request)))
            throw new AppError(
              'VALIDATION_ERROR',
              `Allowed IPs must include your own address (${clientIp(request)}), or you would lock yourself out`,
            );
          await updateSettings(tx, { actorId: userId, changes });
        });
        return { data: await systemView() };
      },
      {
        body: ChangesBody,
        detail: { summary: 'Change System Settings (bounds enforced, 400 naming the field), audited' },
      },
    )
    .get('/api/admin/game-rules', async () => ({ data: await rulesView() }), {
      detail: {
        summary:
          'Every money and game rule in sections: value, bounds, unit, and who last changed it (from the audit log)',
      },
    })
    .put(
      '/api/admin/game-rules',
      async ({ body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        const rules = withoutServerFields(body, await rulesView(), ['sections', 'lastUpdated', 'updatedBy']);
        await transaction(sql, async (tx) =>
          updateSettings(tx, { actorId: userId, changes: gameRuleChanges(rules, await readSettings(tx)) }),
        );
        return { data: await rulesView() };
      },
      {
        body: ChangesBody,
        detail: {
          summary:
            'Change game rules as { "wallet.minWithdrawal": "12", ... } (bounds enforced, 400 naming the rule), audited; applies from the next request',
        },
      },
    );
}
