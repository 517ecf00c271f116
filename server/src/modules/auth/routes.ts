import {
  LIMITS,
  ZAuthResponse,
  ZCheckEmailCodeRequest,
  ZCheckEmailCodeResponse,
  ZEmailRequest,
  ZLoginRequest,
  ZOwnUser,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSuccess,
  dataEnvelope,
  type TRegisterRequest,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { expiredSessionCookie } from '../../plugins/http/session-cookie.ts';
import { readMultipart } from '../../plugins/infra/images.ts';
import { createAuthService } from './service.ts';

const ZOwnUserResponse = dataEnvelope(ZOwnUser);

/** SPEC §7 Auth paths under /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createAuthService(app, {
    enforceCooldown: config.rateLimits.enabled,
    brakeEnabled: config.rateLimits.enabled,
    publicUrl: config.publicUrl,
  });
  const limits = config.rateLimits;

  app.post(
    '/registerCodeEmail',
    {
      onRequest: app.limitCodeMailsPerIp,
      schema: { body: ZEmailRequest, response: { 200: ZSuccess } },
      config: { rateLimit: app.limitPerEmail(limits.codes) },
    },
    async (request) => {
      await service.sendRegistrationCode(request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/sendCodeEmail',
    {
      onRequest: app.limitCodeMailsPerIp,
      schema: { body: ZEmailRequest, response: { 200: ZSuccess } },
      config: { rateLimit: app.limitPerEmail(limits.codes) },
    },
    async (request) => {
      await service.sendResetCode(request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/checkEmailCode',
    {
      schema: { body: ZCheckEmailCodeRequest, response: { 200: ZCheckEmailCodeResponse } },
      config: { rateLimit: app.limitPerIp(limits.login) },
    },
    async (request) => ({ success: true as const, ...(await service.checkCode(request.body)) }),
  );

  app.post(
    '/register',
    {
      schema: { response: { 201: ZAuthResponse } },
      config: { rateLimit: app.limitPerIp(limits.signup) },
    },
    async (request, reply) => {
      // The fields come first (the web app and the SPEC's form send them so): they are validated
      // and the address's verification checked before any image is decoded.
      let input: TRegisterRequest | undefined;
      const { images } = await readMultipart(request, LIMITS.imagesPerGallery, {
        beforeFiles: async (fields) => {
          input = ZRegisterRequest.parse(fields);
          await service.checkRegistrationAllowed(input);
        },
      });
      const result = await service.register(input!, images, request.headers['user-agent']);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: ZLoginRequest, response: { 200: ZAuthResponse } },
      config: { rateLimit: app.limitPerIp(limits.login) },
    },
    async (request, reply) => {
      const { knownDeviceCookie, ...signedIn } = await service.login(request.body, {
        userAgent: request.headers['user-agent'],
        cookies: request.headers.cookie,
        secure: config.publicUrl.startsWith('https:'),
      });
      reply.header('set-cookie', knownDeviceCookie);
      return { success: true as const, ...signedIn };
    },
  );

  app.post(
    '/resetpassword',
    {
      schema: { body: ZResetPasswordRequest, response: { 200: ZSuccess } },
      config: { rateLimit: app.limitPerIp(limits.login) },
    },
    async (request) => {
      const userId = await service.resetPassword(request.body);
      app.events.emit('userSessionsRevoked', { userId });
      return { success: true as const };
    },
  );

  // The signed-in member's session.
  await app.register(
    signedInRoutes(async (app) => {
      const signOut = {
        schema: { response: { 200: ZSuccess } },
        config: { memberBudget: false as const },
      };
      app.post('/logout', signOut, async (request, reply) => {
        await service.logout(request.sessionId!);
        app.events.emit('sessionRevoked', { sessionIds: [request.sessionId!] });
        // This browser's page renders stop with the session (decision 056).
        request.sessionToken = null;
        reply.header('set-cookie', expiredSessionCookie(config.publicUrl.startsWith('https:')));
        return { success: true as const };
      });

      // The member's own row: last seen (socket) and the digest (job) change it unannounced.
      app.get(
        '/me',
        { schema: { response: { 200: ZOwnUserResponse } }, config: { freshSession: true } },
        async (request) => ({
          success: true as const,
          data: await service.me(request.member),
        }),
      );
    }),
  );
};
