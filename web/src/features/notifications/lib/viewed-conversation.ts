/**
 * The partner of the conversation on screen (/chat/{id}), or null: its new messages are read at
 * once, so they neither count as unread nor raise a toast. Set by useViewedConversation.
 */
let viewedPartnerId: string | null = null;

export function setViewedPartner(partnerId: string | null) {
  viewedPartnerId = partnerId;
}

export function getViewedPartner(): string | null {
  return viewedPartnerId;
}
