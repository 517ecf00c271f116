import {
  ZConversationsResponse,
  ZMoment,
  ZMomentsResponse,
  ZSuggestion,
  ZSuggestionsResponse,
  type TConversation,
  type TMoment,
  type TSuggestion,
} from '@chingu/contract';
import { http, makeMember, makePublicUser, respond, server } from '@/testing/api';
import { makeConversationRow as makeSharedRow } from '@/testing/conversations';

/** A suggested partner (Carlos Ruiz, Spanish → Korean): a perfect exchange for Minji. */
export function makeSuggestion(overrides: Partial<TSuggestion> = {}): TSuggestion {
  const { matchReason = 'exchange', ...member } = overrides;
  return ZSuggestion.strict().parse({ ...makeMember(member), matchReason });
}

export function makeConversationRow(overrides: Partial<TConversation> = {}): TConversation {
  return makeSharedRow({
    ...makePublicUser({ imageUrls: [] }),
    lastMessage: '¿Qué tal?',
    ...overrides,
  });
}

export function makeHomeMoment(overrides: Partial<TMoment> = {}): TMoment {
  return ZMoment.strict().parse({
    _id: '44444444-4444-4444-8444-444444444444',
    title: 'Hangang picnic',
    description: 'We practised Korean by the river.',
    imageUrls: [],
    likeCount: 2,
    likedUsers: [],
    isLiked: false,
    commentCount: 1,
    user: { _id: '22222222-2222-4222-8222-222222222222', name: 'Carlos Ruiz', imageUrls: [] },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    category: 'travel',
    language: 'ko',
    mood: null,
    tags: [],
    location: null,
    privacy: 'public',
    scheduledDate: null,
    reactions: [],
    correctMe: false,
    correctionCount: 0,
    ...overrides,
  });
}

/** The three home endpoints answering with the given data. */
export function stubHome({
  suggestions = [makeSuggestion()],
  conversations = [] as TConversation[],
  moments = [] as TMoment[],
  helpWanted = [] as TMoment[],
} = {}) {
  server.use(
    http.get('/api/v1/auth/users/suggestions', () =>
      respond(ZSuggestionsResponse, { success: true, data: suggestions }),
    ),
    http.get('/api/v1/messages/conversations', () =>
      respond(ZConversationsResponse, {
        success: true,
        count: conversations.length,
        data: conversations,
        nextCursor: null,
      }),
    ),
    // The home asks for moments of people the member follows, and for moments to correct
    // (PRODUCT §9.2); the whole feed would be wrong.
    http.get('/api/v1/moments', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const data =
        params.get('following') === 'true'
          ? moments
          : params.get('helpWanted') === 'true'
            ? helpWanted
            : [];
      return respond(ZMomentsResponse, { success: true, count: data.length, data });
    }),
  );
}
