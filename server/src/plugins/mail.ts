import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP via SMTP_URL; without it the mail (and the code in it) is written to the log. */
export const mailPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  let transport: Transporter | undefined;
  if (config.smtpUrl) transport = nodemailer.createTransport(config.smtpUrl);
  else app.log.warn('SMTP_URL is not set: e-mails (with their codes) are written to this log');

  app.decorate('mailer', {
    async send(mail: Mail) {
      if (!transport) {
        app.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  });
  app.addHook('onClose', async () => transport?.close());
});
