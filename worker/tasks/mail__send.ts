import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { loadEnv } from '../../config/env.ts';
import { mailerFor } from '../../domain/mail/mail-client.ts';
import { sendTokenMail } from '../../domain/mail/send-token-mail.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({
  tokenId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});

/**
 * After an email token is issued (sign-up, "Resend", "Forgot password?": domain/identity/email-tokens.ts):
 * mails its link once. Without SMTP_URL nothing is sent and the job ends (email accounts then stay
 * unverified, the contract's no-mail mode); an SMTP failure throws, and graphile-worker retries.
 */
export const mail__send: Task = async (payload, helpers) => {
  const { tokenId, token } = v.parse(Payload, payload);
  const env = loadEnv();
  if (!env.SMTP_URL) {
    helpers.logger.info(`mail for email token ${tokenId}: not sent, SMTP_URL is not set`);
    return;
  }
  const result = await sendTokenMail(connectForTask(), mailerFor(env.SMTP_URL), {
    tokenId,
    token,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  });
  helpers.logger.info(`mail for email token ${tokenId}: ${result}`);
};
