/**
 * The one client of the outside mail service: SMTP through nodemailer, configured by SMTP_URL
 * (`smtp://user:pass@host:587`: STARTTLS when the server offers it; `smtps://...:465`: TLS from the
 * start). Used by the mail__send job (through send-token-mail.ts); tests point it at
 * testing/fake-smtp.ts. A failed send throws, so the job is retried with backoff.
 */
import nodemailer from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

const transports = new Map<string, Mailer>();

/** The mailer of an SMTP URL, one pooled transport per URL for the life of the process. */
export function mailerFor(smtpUrl: string): Mailer {
  let mailer = transports.get(smtpUrl);
  if (!mailer) {
    const transport = nodemailer.createTransport(smtpUrl);
    mailer = {
      async send(mail) {
        await transport.sendMail(mail);
      },
    };
    transports.set(smtpUrl, mailer);
  }
  return mailer;
}
