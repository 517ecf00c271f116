import {
  ZBlockResponse,
  ZConversationMediaResponse,
  ZConversationResponse,
  ZConversationsResponse,
  ZFeaturesResponse,
  ZMemberResponse,
  ZMessagesPageResponse,
  ZPublicUser,
  ZSuccess,
  type TConversation,
  type TConversationsResponse,
  type TMember,
  type TMessage,
  type TPublicUser,
  type TSharedMedia,
} from '@chingu/contract';
import type { HttpHandler } from 'msw';
import {
  ME_ID,
  apiError,
  apiRequests,
  http,
  me,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { makeConversationRow } from '@/testing/conversations';
import {
  OTHER_ID as PARTNER_ID,
  makeMember as makeDirectoryMember,
  makePublicUser,
} from '@/testing/members';

export { ME_ID, PARTNER_ID, me, signedInStore };

export const OTHER_ID = '33333333-3333-4333-8333-333333333333';

/** The chat partner as the chat screens show them: no bio, place, photos or counts. */
const partner: Partial<TPublicUser> = {
  bio: '',
  location: null,
  imageUrls: [],
  followersCount: 0,
  followingCount: 0,
  momentsCount: 0,
};

export function makeConversation(overrides: Partial<TConversation> = {}): TConversation {
  return makeConversationRow({
    ...makePublicUser(partner),
    lastMessageSenderId: PARTNER_ID,
    ...overrides,
  });
}

let sequence = 0;
export function makeMessage(overrides: Partial<TMessage> = {}): TMessage {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    clientId: null,
    message: `Message ${sequence}`,
    sender: { _id: PARTNER_ID, name: 'Carlos Ruiz', imageUrls: [] },
    receiver: ME_ID,
    read: false,
    createdAt: new Date().toISOString(),
    status: 'delivered',
    kind: 'text',
    attachments: [],
    reactions: [],
    corrected: false,
    ...overrides,
  };
}

export const CONVERSATIONS_PATH = '/api/v1/messages/conversations';
export const MESSAGES_PATH = `/api/v1/messages/conversation/${ME_ID}/${PARTNER_ID}`;

/** A `GET /messages/conversations` answer. */
export function conversationsPage(
  data: TConversation[],
  nextCursor: string | null = null,
): TConversationsResponse {
  return { success: true, count: data.length, data, nextCursor };
}

/** `GET /features`: whether this server translates (no push, no TURN). */
export const features = (translation: boolean) =>
  http.get('/api/v1/features', () =>
    respond(ZFeaturesResponse, {
      success: true,
      data: { translation, push: false, turn: false, rooms: { mode: 'mesh', maxListeners: 20 } },
    }),
  );

/** Case- and accent-insensitive, like the server's search. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const notFound = () => apiError(404, 'Not found', 'notFound');

/**
 * A chat backend of handlers typed by the contract: the conversation rows (in pages of
 * `pageSize`, searched by `q` on name and last message like the server; the array is read at each
 * request and changed by archive, mute and pin, so a test may change it too), the newest page of
 * the conversation with PARTNER, accepting and declining a message request, the partner's profile, the shared media, deleting, blocking and the features (no
 * translation). `handlers` come first (reactions, translation...). Returns the requests received.
 */
export function stubChatApi(
  options: {
    conversations?: TConversation[];
    messages?: TMessage[];
    pageSize?: number;
    /** The conversation's shared photos and voice clips, newest first. */
    media?: TSharedMedia[];
    handlers?: HttpHandler[];
  } = {},
) {
  const rows = () => options.conversations ?? [];
  const setRow = (partnerId: unknown, change: Partial<TConversation>) => {
    const row = rows().find((c) => c._id === partnerId);
    if (!row) return notFound();
    Object.assign(row, change);
    return respond(ZConversationResponse, { success: true, data: row });
  };
  const conversations = `${CONVERSATIONS_PATH}/:userId`;
  server.use(
    http.get(CONVERSATIONS_PATH, ({ request }) => {
      const url = new URL(request.url);
      const q = fold(url.searchParams.get('q')?.trim() ?? '');
      const archived = url.searchParams.get('archived') === 'true';
      // The Requests list holds the requests to me only (PRODUCT §9.1), the others the rest.
      const requests = url.searchParams.get('requests') === 'true';
      const found = rows().filter(
        (c) =>
          (requests
            ? c.requestStatus === 'request'
            : c.archived === archived && c.requestStatus !== 'request') &&
          (!q || fold(c.name).includes(q) || fold(c.lastMessage ?? '').includes(q)),
      );
      const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
      const end = start + (options.pageSize ?? 30);
      return respond(
        ZConversationsResponse,
        conversationsPage(found.slice(start, end), end < found.length ? `after-${end}` : null),
      );
    }),
    http.get(MESSAGES_PATH, () => {
      const data = options.messages ?? [];
      return respond(ZMessagesPageResponse, {
        success: true,
        count: data.length,
        data,
        nextCursor: null,
      });
    }),
    http.delete(conversations, () => respond(ZSuccess, { success: true })),
    http.put(`${conversations}/archive`, ({ params }) => setRow(params.userId, { archived: true })),
    http.put(`${conversations}/unarchive`, ({ params }) =>
      setRow(params.userId, { archived: false }),
    ),
    http.put(`${conversations}/accept`, ({ params }) =>
      setRow(params.userId, { requestStatus: 'accepted' }),
    ),
    http.put(`${conversations}/decline`, ({ params }) => {
      const index = rows().findIndex((c) => c._id === params.userId);
      if (index === -1) return notFound();
      rows().splice(index, 1);
      return respond(ZSuccess, { success: true });
    }),
    http.put(`${conversations}/mute`, async ({ params, request }) =>
      setRow(params.userId, { muted: ((await request.json()) as { muted: boolean }).muted }),
    ),
    http.put(`${conversations}/pin`, async ({ params, request }) =>
      setRow(params.userId, { pinned: ((await request.json()) as { pinned: boolean }).pinned }),
    ),
    http.put('/api/v1/auth/users/:userId/:action/:targetId', ({ params }) =>
      params.action === 'block' || params.action === 'unblock'
        ? respond(ZBlockResponse, {
            success: true,
            changed: true,
            message: 'ok',
            data: { isBlocked: params.action === 'block' },
          })
        : notFound(),
    ),
    http.get(`${conversations}/media`, ({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind');
      const all = (options.media ?? []).filter(
        (m) => !kind || m.mime.startsWith(`${kind === 'voice' ? 'audio' : 'image'}/`),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const data = all.slice((page - 1) * limit, page * limit);
      return respond(ZConversationMediaResponse, { success: true, count: all.length, data });
    }),
    // The chat header's partner when no conversation row is loaded (e.g. once archived).
    http.get('/api/users/:userId', ({ params }) => {
      const row = rows().find((c) => c._id === params.userId);
      if (!row) return notFound();
      return respond(ZMemberResponse, {
        success: true,
        data: { ...ZPublicUser.parse(row), isFollowing: false },
      });
    }),
    features(false),
  );
  if (options.handlers?.length) server.use(...options.handlers);
  return { requests: apiRequests };
}

/** A directory member, for the Start New Chat picker. */
export function makeMember(overrides: Partial<TMember> = {}): TMember {
  return makeDirectoryMember({ ...partner, ...overrides });
}

/**
 * The conversation's newest page as a slow server answers it: the first request reads `messages`
 * when it arrives but is answered only on `release()` (what was stored meanwhile is not in it);
 * later requests are answered at once. Register it after `stubChatApi` (MSW tries it first).
 */
export function holdFirstMessagesPage(messages: TMessage[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  server.use(
    http.get(MESSAGES_PATH, async () => {
      const data = [...messages];
      if (first) {
        first = false;
        await released;
      }
      return respond(ZMessagesPageResponse, {
        success: true,
        count: data.length,
        data,
        nextCursor: null,
      });
    }),
  );
  return { release };
}
