import { ZConversation, type TConversation } from '@chingu/contract';
import { makePublicUser } from './members';

/**
 * A row of the conversation list as the API sends it, parsed by the contract's schema: the other
 * member (`makePublicUser`), offline, one read text message, nothing muted, pinned or archived, no message request.
 */
export function makeConversationRow(overrides: Partial<TConversation> = {}): TConversation {
  return ZConversation.strict().parse({
    ...makePublicUser(),
    avatar: '',
    status: 'offline',
    lastSeen: null,
    lastMessage: 'Hola!',
    lastMessageTime: new Date().toISOString(),
    lastMessageSenderId: null,
    lastMessageKind: 'text',
    unreadCount: 0,
    muted: false,
    pinned: false,
    blocked: false,
    archived: false,
    requestStatus: 'accepted',
    ...overrides,
  });
}
