/**
 * Sends the mail that carries an email token's link (domain/identity/email-tokens.ts), once, in
 * the player's language (their chosen one, else the settings' default language), from the
 * settings' `emailFrom`. Called by the mail__send job; a token already mailed, spent or expired is
 * skipped, so a job delivered twice sends nothing the second time once the first recorded it.
 */
import type { Db } from '../../db/connection.ts';
import { type EmailTokenPurpose, findEmailToken } from '../identity/email-tokens.ts';
import { isLanguage } from '../identity/languages.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { Mailer } from './mail-client.ts';
import { mailTexts } from './mail-texts.ts';

/** The web page each link opens (web/src/routes/player-routes.ts). */
const linkPaths: Record<EmailTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
};

export async function sendTokenMail(
  db: Db,
  mailer: Mailer,
  input: { tokenId: number; token: string; publicUrl: string },
): Promise<'sent' | 'skipped'> {
  // The token is found by its hash's lookup (it is keyed by its player, decision 0080), and must be
  // the job's: a payload whose token and id disagree sends nothing.
  const found = await findEmailToken(db, input.token);
  if (!found || found.token_id !== input.tokenId) return 'skipped';
  const [row] = await db<{ purpose: EmailTokenPurpose; email: string; name: string; language: string | null }[]>`
    select t.purpose, e.email, u.name, u.language
    from email_tokens t join email_identities e on e.user_id = t.user_id join users u on u.id = t.user_id
    where t.user_id = ${found.user_id} and t.id = ${found.token_id}
      and t.mailed_at is null and t.used_at is null and t.expires_at > now()`;
  if (!row) return 'skipped';
  const settings = await readSettings(db);
  const fallback = settings.system.general.defaultLanguage;
  const language = isLanguage(row.language) ? row.language : isLanguage(fallback) ? fallback : 'en';
  const link = `${input.publicUrl.replace(/\/+$/, '')}${linkPaths[row.purpose]}?token=${encodeURIComponent(input.token)}`;
  const { subject, text } = mailTexts[language][row.purpose]({
    appName: settings.appConfig.appName,
    name: row.name,
    link,
  });
  await mailer.send({ from: settings.system.notifications.emailFrom, to: row.email, subject, text });
  await db`update email_tokens set mailed_at = now() where user_id = ${found.user_id} and id = ${found.token_id}`;
  return 'sent';
}
