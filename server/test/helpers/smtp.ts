import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  raw: string;
  /** The message exactly as received (for a MIME reader: `raw` has its line breaks undone). */
  source: string;
};

/** A real SMTP server on loopback; tests read the codes from the mails it receives. */
/** On `port` when given (a test that starts the server only later), else on any free port. */
export async function startSmtpServer(port0 = 0) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const source = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          source,
          // Undo quoted-printable soft line breaks so the code is on one line.
          raw: source.replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function mailsTo(email: string) {
    return mails.filter((m) => m.to.includes(email.toLowerCase()));
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    /** The code of the newest mail to this address, waiting briefly for delivery. */
    async latestCode(email: string): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const mail = mailsTo(email).at(-1);
        const code = mail && /verification code: (\d{6})/.exec(mail.raw)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no code mailed to ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
