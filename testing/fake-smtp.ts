// A local SMTP server standing in for the operator's mail relay in tests (smtp-server speaks the
// real protocol to nodemailer): plain SMTP, no STARTTLS, any credentials accepted and recorded.
// Every mail is kept, decoded (headers and a single text/plain body, as nodemailer writes them),
// so a test can read the link a player would open.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { from: string; to: string[]; user: string | null; subject: string; text: string };

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`) of a header to text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

export async function startFakeSmtp(options: { onMail?: (mail: CaughtMail) => void } = {}) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
        };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** An SMTP_URL with credentials, as an operator's would be. */
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    mails,
    /** The mails sent to an address, oldest first. */
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/** The first link of a mail's text to a page of the app (`/verify-email?token=...`), and its token. */
export function linkIn(mail: CaughtMail, path: '/verify-email' | '/reset-password') {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === path);
  if (!url) throw new Error(`no ${path} link in the mail: ${mail.text}`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}
