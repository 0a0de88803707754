import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { DisplayName } from '../../domain/identity/display-name.ts';
import { setUpFirstAdmin } from '../../domain/setup/set-up-first-admin.ts';
import { readSetupChecklist } from '../../domain/setup/setup-checklist.ts';
import { adminExists } from '../../domain/setup/setup-token.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import type { Deps } from '../http/deps.ts';
import { Email, Password } from '../identity/schemas.ts';
import { openSession } from '../identity/session.ts';

const SetupBody = v.strictObject({
  token: v.pipe(v.string('The setup token is required'), v.maxLength(256, 'Invalid setup token')),
  email: Email,
  password: Password,
  name: DisplayName,
});

/** GET /api/admin/setup's data. */
export type SetupStatus = { needed: boolean };

/** The setup paths answer before any admin exists, so app.ts lets them past the admin gate. */
export const isSetupPath = (path: string) => path === '/api/admin/setup';

/**
 * The first run (API.md "First run and operator accounts"): whether setup is needed, the first
 * admin from the printed setup link (signed in at once), and the dashboard's setup checklist (this
 * one behind the admin gate like every other /api/admin path).
 */
export function setupRoutes({ sql, env, auth, now }: Deps) {
  return new Elysia()
    .get('/api/admin/setup', async () => ({ data: { needed: !(await adminExists(sql)) } satisfies SetupStatus }), {
      detail: { summary: 'Whether the back office still needs its first admin' },
    })
    .post(
      '/api/admin/setup',
      async ({ body, set }) => {
        const { passwordMinLength } = (await readSettings(sql)).system.security;
        const session = await transaction(sql, async (tx) => {
          const { userId } = await setUpFirstAdmin(tx, { ...body, passwordMinLength, now: now() });
          return openSession(tx, auth, userId);
        });
        set.status = 201;
        return { data: session };
      },
      { body: SetupBody, detail: { summary: 'Create the first admin with the one-time setup token and sign in' } },
    )
    .get('/api/admin/setup/checklist', async () => ({ data: await readSetupChecklist(sql, env) }), {
      detail: { summary: 'The setup checklist: what the operator still has to set before players arrive' },
    });
}
