import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe on digests. */
  headers?: Record<string, string>;
};
export type Mailer = { send: (mail: Mail) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP via SMTP_URL; without it the mail (and the code in it) is written to the log. */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    let transport: Transporter | undefined;
    // Bounded waits: an unreachable server answers the member in seconds, not after minutes.
    if (config.smtpUrl) {
      transport = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    } else app.log.warn('SMTP_URL is not set: e-mails (with their codes) are written to this log');

    app.decorate('mailer', {
      async send(mail: Mail) {
        if (!transport) {
          app.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
          return;
        }
        try {
          await transport.sendMail({ from: config.mailFrom, ...mail });
        } catch (error) {
          app.log.error({ err: error, to: mail.to }, 'mail could not be sent');
          throw new AppError(503, 'mailUnavailable');
        }
      },
    });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail' },
);
