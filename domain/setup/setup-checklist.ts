/**
 * The dashboard's setup checklist (GET /api/admin/setup/checklist, decision 0051): what a new
 * operator still has to do before players arrive, each item computed from the real state (the
 * database, the settings, the server's environment) and naming where it is set: a back-office
 * screen by its slug, or the environment variables to set before the next start.
 */
import type { Db } from '../../db/connection.ts';
import { supportContact } from '../settings/support-contact.ts';
import { readSettings } from '../settings/read-settings.ts';
import { adminsWithoutTwoFactor } from '../identity/two-factor.ts';

export const setupItemIds = [
  'depositAddresses',
  'telegramBot',
  'email',
  'aiKey',
  'supportContact',
  'twoFactor',
] as const;
export type SetupItemId = (typeof setupItemIds)[number];

/** Where an item is set: a back-office screen (its slug) or environment variables. */
export type SetupItemPlace = { screen: string } | { environment: string[] };
export type SetupItem = { id: SetupItemId; done: boolean; setIn: SetupItemPlace };
export type SetupChecklist = { items: SetupItem[]; done: boolean };

/** The server's environment the checklist reads (config/env.ts). */
export type SetupEnvironment = {
  TELEGRAM_BOT_TOKEN: string;
  PUBLIC_URL?: string;
  SMTP_URL?: string;
  OPENAI_API_KEY: string;
};

export async function readSetupChecklist(db: Db, env: SetupEnvironment): Promise<SetupChecklist> {
  const [[addresses], settings, withoutTwoFactor] = await Promise.all([
    db<{ n: number }[]>`select count(*)::int as n from deposit_addresses where is_active`,
    readSettings(db),
    adminsWithoutTwoFactor(db),
  ]);
  const support = supportContact(settings);
  const items: SetupItem[] = [
    { id: 'depositAddresses', done: addresses!.n > 0, setIn: { screen: 'wallet-settings' } },
    {
      id: 'telegramBot',
      done: env.TELEGRAM_BOT_TOKEN !== '' && Boolean(env.PUBLIC_URL),
      setIn: { environment: ['TELEGRAM_BOT_TOKEN', 'PUBLIC_URL'] },
    },
    { id: 'email', done: Boolean(env.SMTP_URL), setIn: { environment: ['SMTP_URL'] } },
    { id: 'aiKey', done: env.OPENAI_API_KEY !== '', setIn: { environment: ['OPENAI_API_KEY'] } },
    {
      id: 'supportContact',
      done: support.email !== null || support.telegram !== null,
      setIn: { screen: 'app-settings' },
    },
    { id: 'twoFactor', done: withoutTwoFactor === 0, setIn: { screen: 'settings' } },
  ];
  return { items, done: items.every((item) => item.done) };
}
