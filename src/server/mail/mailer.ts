import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type Mail = { to: string; subject: string; text: string };

/** Sends mail; the app has none when SMTP_URL is unset (then it says so instead of pretending). */
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

// A stalled mail server must not hold a connection (or a promise) for ever.
const SMTP_TIMEOUT_MS = 15_000;

/** Mail over SMTP (nodemailer) to the server in `url`: smtp://user:pass@host:587, or smtps:// for TLS. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const options: SMTPTransport.Options = {
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport(options);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
