import {
  ZConversationParams,
  ZConversationQuery,
  ZConversationResponse,
  ZConversationsQuery,
  ZConversationsResponse,
  ZCreateConversationRequest,
  ZMarkedResponse,
  ZMessageResponse,
  ZMessagesPageResponse,
  ZMessagesResponse,
  ZMuteRequest,
  ZPartnerParams,
  ZPinRequest,
  ZSendMessageRequest,
  ZSuccess,
  ZUserIdParams,
} from '@chingu/contract';
import {
  ZAttachmentFileParams,
  ZAttachmentFileQuery,
  ZAttachmentUploadResponse,
  ZConversationMediaQuery,
  ZConversationMediaResponse,
  ZMessageIdParams,
  ZReactionRequest,
  ZReactionsResponse,
  ZSessionActionRequest,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { sendStoredFile } from '../../plugins/infra/storage.ts';
import { sweepUnusedAttachments } from './attachments.ts';
import { createMessageTools } from './message-tools.ts';
import { createChatService, type ChatOptions } from './service.ts';
import { createSessionActions } from './session-actions.ts';

/** SPEC §7 Chat under /api/v1/messages, plus the conversation list and its menu actions. */
/**
 * Cached per member (decision 031): partners' names and photos are the members domain; messages,
 * read marks and reactions move both members' own generations (service.ts, message-tools.ts).
 */
const CHAT_DATA = { domains: ['members', 'presence'] } as const;

export const chatRoutes = signedInRoutes<ChatOptions>(async (app, options) => {
  const chat = createChatService(app, options);
  const tools = createMessageTools(app);
  const sessions = createSessionActions(app);
  const me = (request: { member: { id: string } }) => request.member.id;

  app.get(
    '/conversations',
    {
      schema: { querystring: ZConversationsQuery, response: { 200: ZConversationsResponse } },
      // Partners' presence moves the `presence` domain (socket-handlers.ts) on every node.
      config: { memberCache: CHAT_DATA },
    },
    async (request) => {
      const page = await chat.conversations(me(request), request.query);
      return { success: true as const, count: page.data.length, ...page };
    },
  );

  app.post(
    '/conversations',
    { schema: { body: ZCreateConversationRequest, response: { 200: ZConversationResponse } } },
    async (request) => ({
      success: true as const,
      data: await chat.open(me(request), request.body.userId),
    }),
  );

  app.delete(
    '/conversations/:userId',
    { schema: { params: ZPartnerParams, response: { 200: ZSuccess } } },
    async (request) => {
      await chat.remove(me(request), request.params.userId);
      return { success: true as const };
    },
  );

  app.put(
    '/conversations/:userId/read',
    { schema: { params: ZPartnerParams, response: { 200: ZMarkedResponse } } },
    async (request) => ({
      success: true as const,
      markedCount: await chat.markRead(me(request), request.params.userId),
    }),
  );

  app.put(
    '/conversations/:userId/unread',
    { schema: { params: ZPartnerParams, response: { 200: ZConversationResponse } } },
    async (request) => ({
      success: true as const,
      data: await chat.markUnread(me(request), request.params.userId),
    }),
  );

  app.put(
    '/conversations/:userId/mute',
    {
      schema: {
        params: ZPartnerParams,
        body: ZMuteRequest,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.setFlag(me(request), request.params.userId, { muted: request.body.muted }),
    }),
  );

  // PRODUCT §9.1: the receiver answers a message request.
  app.put(
    '/conversations/:userId/accept',
    { schema: { params: ZPartnerParams, response: { 200: ZConversationResponse } } },
    async (request) => ({
      success: true as const,
      data: await chat.accept(me(request), request.params.userId),
    }),
  );

  app.put(
    '/conversations/:userId/decline',
    { schema: { params: ZPartnerParams, response: { 200: ZSuccess } } },
    async (request) => {
      await chat.decline(me(request), request.params.userId);
      return { success: true as const };
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.put(
      `/conversations/:userId/${action}`,
      { schema: { params: ZPartnerParams, response: { 200: ZConversationResponse } } },
      async (request) => ({
        success: true as const,
        data: await chat.setFlag(me(request), request.params.userId, { archived }),
      }),
    );
  }

  app.get(
    '/conversations/:userId/media',
    {
      schema: {
        params: ZPartnerParams,
        querystring: ZConversationMediaQuery,
        response: { 200: ZConversationMediaResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await tools.media(me(request), request.params.userId, request.query)),
    }),
  );

  app.put(
    '/message/:messageId/reactions',
    {
      schema: {
        params: ZMessageIdParams,
        body: ZReactionRequest,
        response: { 200: ZReactionsResponse },
      },
      config: { memberBudget: 'reactions' },
    },
    async (request) => ({
      success: true as const,
      data: {
        reactions: await tools.react(me(request), request.params.messageId, request.body.emoji),
      },
    }),
  );

  // PRODUCT §9.2: a session proposal is accepted, declined or cancelled.
  app.put(
    '/message/:messageId/session',
    {
      schema: {
        params: ZMessageIdParams,
        body: ZSessionActionRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.act(me(request), request.params.messageId, request.body.action),
    }),
  );

  app.delete(
    '/message/:messageId',
    { schema: { params: ZMessageIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      await tools.deleteForMe(me(request), request.params.messageId);
      return { success: true as const };
    },
  );

  app.post(
    '/attachments',
    {
      schema: { response: { 201: ZAttachmentUploadResponse } },
      config: { memberBudget: 'uploads' },
    },
    async (request, reply) => {
      const attachment = await tools.upload(me(request), request);
      return reply
        .status(201)
        .send({ success: true as const, data: { ...attachment, attachmentId: attachment._id } });
    },
  );

  app.put(
    '/conversations/:userId/pin',
    {
      schema: {
        params: ZPartnerParams,
        body: ZPinRequest,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.setFlag(me(request), request.params.userId, { pinned: request.body.pinned }),
    }),
  );

  const allMessages = {
    schema: { response: { 200: ZMessagesResponse } },
    config: { memberCache: CHAT_DATA },
  };
  app.get('/', allMessages, async (request) => ({
    success: true as const,
    ...(await chat.allMessages(me(request))),
  }));

  app.get(
    '/user/:userId',
    {
      schema: { params: ZUserIdParams, response: { 200: ZMessagesResponse } },
      config: { memberCache: CHAT_DATA },
    },
    async (request) => ({
      success: true as const,
      ...(await chat.withMember(me(request), request.params.userId)),
    }),
  );

  app.get(
    '/conversation/:senderId/:receiverId',
    {
      schema: {
        params: ZConversationParams,
        querystring: ZConversationQuery,
        response: { 200: ZMessagesPageResponse },
      },
      config: { memberCache: CHAT_DATA },
    },
    async (request) => ({
      success: true as const,
      ...(await chat.conversation(
        me(request),
        request.params.senderId,
        request.params.receiverId,
        request.query,
      )),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        body: ZSendMessageRequest,
        response: { 200: ZMessageResponse, 201: ZMessageResponse },
      },
      config: { memberBudget: 'messages' },
    },
    async (request, reply) => {
      const { message, created } = await chat.send(me(request), request.body);
      // A retried clientId answers 200 with the message stored the first time.
      return reply.status(created ? 201 : 200).send({ success: true as const, data: message });
    },
  );
});

/**
 * `GET /api/v1/messages/attachments/{id}?expires&signature`: a chat attachment through its signed
 * link (no sign-in: the link is the permission, handed only to the two members). Range requests
 * work, so a voice clip can be sought.
 */
export const attachmentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tools = createMessageTools(app);
  // Unsent uploads are swept every hour (and once at start-up); safe on several nodes at once.
  const sweep = () =>
    sweepUnusedAttachments(app.db, app.attachmentFiles).catch((err: unknown) =>
      app.log.warn({ err }, 'attachment sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), 3_600_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  app.get(
    '/attachments/:id',
    { schema: { params: ZAttachmentFileParams, querystring: ZAttachmentFileQuery } },
    async (request, reply) => {
      const { expires, signature, scope } = request.query;
      const attachment = await tools.file(request.params.id, expires, signature, scope);
      const secondsLeft = Math.max(0, Math.floor(expires - Date.now() / 1000));
      reply.header('x-content-type-options', 'nosniff');
      return sendStoredFile(
        request,
        reply,
        app.storage,
        app.attachmentFiles.keyOf(attachment.fileName),
        {
          contentType: attachment.mime,
          cacheControl: `private, max-age=${secondsLeft}`,
          lastModified: false,
        },
      );
    },
  );
};
