import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string };

/**
 * A real SMTP server on a free local port that keeps what it receives, for following links from mail.
 * `url` is what SMTP_URL would be (plain SMTP, with a login it accepts, as a real relay would ask for).
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'uplift' && auth.password === 'mail-secret') callback(null, { user: 'uplift' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((a) => a.address ?? ''));
          received.push({
            to,
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://uplift:mail-secret@127.0.0.1:${port}`,
    received,
    /** The next mail to `to` that arrives after `after` were already there; fails after `timeoutMs`. */
    async mailTo(to: string, after = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(after).find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a received mail. */
export function resetLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}
