import {
  ZConversation,
  type TConversation,
  type TMember,
  type TMessage,
  type TPublicUser,
  type TSharedMedia,
} from '@chingu/contract';
import { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler } from '@/test/api-stubs';
import {
  OTHER_ID as PARTNER_ID,
  makeMember as makeDirectoryMember,
  makePublicUser,
} from '@/test/members';

export { ME_ID, PARTNER_ID, jsonResponse, me, signedInStore, stubFetch, type Handler };

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
  return ZConversation.strict().parse({
    ...makePublicUser(partner),
    avatar: '',
    status: 'offline',
    lastSeen: null,
    lastMessage: 'Hola!',
    lastMessageTime: new Date().toISOString(),
    lastMessageSenderId: PARTNER_ID,
    lastMessageKind: 'text',
    unreadCount: 0,
    muted: false,
    pinned: false,
    blocked: false,
    archived: false,
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
export function conversationsPage(data: TConversation[], nextCursor: string | null = null) {
  return { success: true, count: data.length, data, nextCursor };
}

/** Case- and accent-insensitive, like the server's search. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A chat backend: the conversation rows (in pages of `pageSize`, searched by `q` on name and
 * last message like the server; the array is read at each request, so a test may change it)
 * and the newest page of the conversation with PARTNER.
 */
export function stubChatApi(options: {
  conversations?: TConversation[];
  messages?: TMessage[];
  pageSize?: number;
  /** The conversation's shared photos and voice clips, newest first. */
  media?: TSharedMedia[];
  /** Answers any other request first (reactions, translation, features...). */
  extra?: Handler;
}) {
  return stubFetch(async (request, url) => {
    const answer = await options.extra?.(request, url);
    if (answer) return answer;
    if (url.pathname === CONVERSATIONS_PATH && request.method === 'GET') {
      const q = fold(url.searchParams.get('q')?.trim() ?? '');
      const archived = url.searchParams.get('archived') === 'true';
      const rows = (options.conversations ?? []).filter(
        (c) =>
          c.archived === archived &&
          (!q || fold(c.name).includes(q) || fold(c.lastMessage ?? '').includes(q)),
      );
      const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
      const end = start + (options.pageSize ?? 30);
      return jsonResponse(
        conversationsPage(rows.slice(start, end), end < rows.length ? `after-${end}` : null),
      );
    }
    if (url.pathname === MESSAGES_PATH) {
      const data = options.messages ?? [];
      return jsonResponse({ success: true, count: data.length, data, nextCursor: null });
    }
    if (url.pathname.startsWith(`${CONVERSATIONS_PATH}/`) && request.method === 'DELETE') {
      return jsonResponse({ success: true });
    }
    const archive = /\/conversations\/([^/]+)\/(archive|unarchive)$/.exec(url.pathname);
    if (archive && request.method === 'PUT') {
      const row = (options.conversations ?? []).find((c) => c._id === archive[1]);
      if (!row) return undefined;
      row.archived = archive[2] === 'archive';
      return jsonResponse({ success: true, data: row });
    }
    if (/\/conversations\/[^/]+\/(mute|pin)$/.test(url.pathname) && request.method === 'PUT') {
      return jsonResponse({ success: true });
    }
    if (/\/auth\/users\/[^/]+\/(block|unblock)\/[^/]+$/.test(url.pathname)) {
      return jsonResponse({
        success: true,
        changed: true,
        message: 'ok',
        data: { isBlocked: true },
      });
    }
    const media = /\/conversations\/([^/]+)\/media$/.exec(url.pathname);
    if (media && request.method === 'GET') {
      const kind = url.searchParams.get('kind');
      const all = (options.media ?? []).filter(
        (m) => !kind || m.mime.startsWith(`${kind === 'voice' ? 'audio' : 'image'}/`),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const data = all.slice((page - 1) * limit, page * limit);
      return jsonResponse({ success: true, count: all.length, data });
    }
    return undefined;
  });
}

/** A directory member, for the Start New Chat picker. */
export function makeMember(overrides: Partial<TMember> = {}): TMember {
  return makeDirectoryMember({ ...partner, ...overrides });
}
