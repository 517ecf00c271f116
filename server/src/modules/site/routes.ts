import { ZContactRequest, ZNewsletterRequest, ZSuccess } from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/index.ts';

/** Landing-page forms (PRODUCT §3): stored, validated, rate limited per IP. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const rateLimit = app.limitPerIp(config.rateLimits.forms);

  app.post(
    '/contact',
    { schema: { body: ZContactRequest, response: { 201: ZSuccess } }, config: { rateLimit } },
    async (request, reply) => {
      await app.db.insert(contactMessages).values(request.body);
      return reply.status(201).send({ success: true as const });
    },
  );

  app.post(
    '/newsletter',
    { schema: { body: ZNewsletterRequest, response: { 201: ZSuccess } }, config: { rateLimit } },
    async (request, reply) => {
      // Subscribing twice keeps one subscription with the latest details.
      await app.db
        .insert(newsletterSubscriptions)
        .values(request.body)
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { name: request.body.name, message: request.body.message },
        });
      return reply.status(201).send({ success: true as const });
    },
  );
};
