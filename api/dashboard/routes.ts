import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { createLinkCode } from '../../domain/identity/telegram-link.ts';
import { loadDashboard } from '../../domain/dashboard/load-dashboard.ts';
import { readTelegramStatus, telegramLinkJson } from '../../domain/dashboard/telegram-status.ts';
import type { Deps } from '../http/deps.ts';

const LinkBody = v.strictObject({
  telegramUsername: v.pipe(v.string('Enter your Telegram username'), v.maxLength(40, 'Telegram username is too long')),
});

/** Back-office dashboard. The admin role itself is checked for every /api/admin request in app.ts, before routing. */
export function dashboardRoutes({ sql, env, auth, now }: Deps) {
  const telegram = { botToken: env.TELEGRAM_BOT_TOKEN, botUsername: env.TELEGRAM_BOT_USERNAME };
  return new Elysia()
    .get('/api/admin/dashboard', async () => ({ data: await loadDashboard(sql, now()) }), {
      detail: { summary: 'Admin dashboard counts' },
    })
    .get(
      '/api/admin/dashboard/telegram',
      async ({ request }) => {
        const { userId } = await auth.requireAdmin(request);
        return { data: await readTelegramStatus(sql, { adminId: userId, config: telegram, now: now() }) };
      },
      { detail: { summary: "Telegram status: the bot, today's Mini App launches, the admin's own link" } },
    )
    .post(
      '/api/admin/dashboard/telegram/link',
      async ({ request, body, set }) => {
        const { userId } = await auth.requireAdmin(request);
        const status = await readTelegramStatus(sql, { adminId: userId, config: telegram, now: now() });
        if (status.admin.linked) throw new AppError('CONFLICT', 'Your account is already linked to Telegram');
        const code = await transaction(sql, (tx) =>
          createLinkCode(tx, { userId, telegramUsername: body.telegramUsername, now: now() }),
        );
        set.status = 201;
        return { data: telegramLinkJson(code, status.bot.miniAppUrl) };
      },
      {
        body: LinkBody,
        detail: { summary: 'A one-time link (15 minutes) that links the signed-in admin to their Telegram username' },
      },
    );
}
