import type { TConversation, TMember, TMessage } from '@chingu/contract';
import { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler } from '@/test/api-stubs';

export { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler };

export const PARTNER_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ID = '33333333-3333-4333-8333-333333333333';

export function makeConversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    _id: PARTNER_ID,
    name: 'Carlos Ruiz',
    gender: 'Male',
    bio: '',
    birth_year: '1990',
    native_language: 'Spanish',
    language_to_learn: 'Korean',
    location: null,
    imageUrls: [],
    createdAt: '2025-03-14T10:00:00.000Z',
    followersCount: 0,
    followingCount: 0,
    momentsCount: 0,
    avatar: '',
    status: 'offline',
    lastSeen: null,
    lastMessage: 'Hola!',
    lastMessageTime: new Date().toISOString(),
    lastMessageSenderId: PARTNER_ID,
    unreadCount: 0,
    muted: false,
    pinned: false,
    blocked: false,
    archived: false,
    ...overrides,
  };
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
  /** Answers any other request first (reactions, translation, features...). */
  extra?: Handler;
}) {
  return stubFetch(async (request, url) => {
    const answer = await options.extra?.(request, url);
    if (answer) return answer;
    if (url.pathname === CONVERSATIONS_PATH && request.method === 'GET') {
      const q = fold(url.searchParams.get('q')?.trim() ?? '');
      const rows = (options.conversations ?? []).filter(
        (c) => !q || fold(c.name).includes(q) || fold(c.lastMessage ?? '').includes(q),
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
    return undefined;
  });
}

/** A directory member, for the Start New Chat picker. */
export function makeMember(overrides: Partial<TMember> = {}): TMember {
  const {
    avatar: _a,
    status: _s,
    lastSeen: _l,
    lastMessage: _m,
    lastMessageTime: _t,
    ...profile
  } = makeConversation();
  void [_a, _s, _l, _m, _t];
  const {
    lastMessageSenderId: _x,
    unreadCount: _u,
    muted: _mu,
    pinned: _p,
    blocked: _b,
    archived: _ar,
    ...rest
  } = profile;
  void [_x, _u, _mu, _p, _b, _ar];
  return { ...rest, isFollowing: false, ...overrides };
}
