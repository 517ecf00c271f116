import type { TConversation } from '@chingu/contract';

/**
 * Pinned first, then online partners, then the newest last message (SPEC §9, PRODUCT §3), over
 * the rows loaded so far: the server already sends pinned and newest first (decision 009).
 * The conversation search runs on the server.
 */
export function sortConversations(
  conversations: readonly TConversation[],
  onlineUserIds: readonly string[],
): TConversation[] {
  const online = new Set(onlineUserIds);
  return [...conversations].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    const aOnline = online.has(a._id);
    if (aOnline !== online.has(b._id)) return aOnline ? -1 : 1;
    return (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? '');
  });
}
