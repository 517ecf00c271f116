import type { TCorrection, TMessage, TMessagesPageResponse } from '@chingu/contract';

/** SPEC §3 Message: stored messages plus our own pending ones (`isOptimistic`). */
export type ChatMessage = TMessage & {
  isOptimistic?: boolean;
  /** A pending photo or voice message: how much of its files is uploaded (0–1). */
  uploadProgress?: number;
};

/** The cached messages of one conversation, oldest first, with the cursor for older ones. */
export type ConversationMessages = {
  messages: ChatMessage[];
  nextCursor: string | null;
};

export function fromPage(page: TMessagesPageResponse): ConversationMessages {
  return { messages: page.data, nextCursor: page.nextCursor };
}

function byCreatedAt(a: ChatMessage, b: ChatMessage): number {
  return a.createdAt.localeCompare(b.createdAt);
}

/** Same message: the same stored `_id`, or our pending copy of it (same clientId). */
export function isSameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a._id === b._id || (a.clientId !== null && a.clientId === b.clientId);
}

/**
 * Adds or replaces one message in place (a stored message replaces the pending copy with its
 * clientId; an _id already shown is ignored). Returns whether the list changed.
 */
export function upsertMessage(messages: ChatMessage[], message: ChatMessage): boolean {
  const index = messages.findIndex((m) => isSameMessage(m, message));
  if (index === -1) {
    messages.push(message);
    messages.sort(byCreatedAt);
    return true;
  }
  const existing = messages[index]!;
  if (!existing.isOptimistic || message.isOptimistic) return false;
  messages[index] = { ...message, status: 'delivered' };
  return true;
}

/**
 * Writes an arriving stored message into the list; a correction also marks the message it
 * corrects (PRODUCT §8.3: the corrected message has `corrected: true`).
 */
export function receiveMessage(messages: ChatMessage[], message: ChatMessage): boolean {
  const changed = upsertMessage(messages, message);
  markCorrected(messages, message);
  return changed;
}

/** When `message` is a correction, its original (if loaded) shows the "corrected" mark. */
export function markCorrected(messages: ChatMessage[], message: ChatMessage) {
  if (message.kind !== 'correction' || !message.correction) return;
  const original = messages.find((m) => m._id === message.correction?.messageId);
  if (original) original.corrected = true;
}

/**
 * Merges a refetched newest page into what is shown (after a reconnect or a refresh): messages
 * that arrived meanwhile are added, nothing appears twice, our pending messages stay. When the
 * page does not reach back to what we had (a gap), the page replaces the older history.
 */
export function mergeNewestPage(
  current: ConversationMessages,
  incoming: ConversationMessages,
): ConversationMessages {
  const pending = current.messages.filter(
    (m) => m.isOptimistic && !incoming.messages.some((i) => isSameMessage(i, m)),
  );
  const oldestIncoming = incoming.messages[0];
  const overlaps =
    oldestIncoming !== undefined &&
    (incoming.nextCursor === null || current.messages.some((m) => m._id === oldestIncoming._id));
  if (!overlaps) {
    return {
      messages: [...incoming.messages, ...pending].sort(byCreatedAt),
      nextCursor: incoming.nextCursor,
    };
  }
  const messages = current.messages.filter((m) => !m.isOptimistic);
  for (const message of incoming.messages) {
    const index = messages.findIndex((m) => m._id === message._id);
    if (index === -1) messages.push(message);
    else messages[index] = message;
  }
  return {
    messages: [...messages, ...pending].sort(byCreatedAt),
    nextCursor: incoming.nextCursor === null ? null : current.nextCursor,
  };
}

/** Adds an older page in front of the shown messages. */
export function prependOlderPage(current: ConversationMessages, older: ConversationMessages) {
  const fresh = older.messages.filter((o) => !current.messages.some((m) => m._id === o._id));
  current.messages.unshift(...fresh);
  current.nextCursor = older.nextCursor;
}

/** A random idempotency key for a send; `randomUUID` needs a secure context, so fall back. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * SPEC §3/§4: a pending entry with a temp-{timestamp} id and status 'sent'. A correction carries
 * the corrected text as `message` and what it corrects (PRODUCT §8.3); a reply quotes its target.
 */
export function pendingMessage(options: {
  text: string;
  clientId: string;
  sender: ChatMessage['sender'];
  receiver: string;
  replyTo?: ChatMessage['replyTo'];
  correction?: TCorrection;
  now?: Date;
  kind?: ChatMessage['kind'];
  /** Local previews (object URLs) of the photos or voice clip being sent. */
  attachments?: ChatMessage['attachments'];
}): ChatMessage {
  const now = options.now ?? new Date();
  return {
    _id: `temp-${now.getTime()}`,
    clientId: options.clientId,
    kind: options.correction ? 'correction' : (options.kind ?? 'text'),
    message: options.correction ? options.correction.corrected : options.text,
    sender: options.sender,
    receiver: options.receiver,
    read: false,
    createdAt: now.toISOString(),
    status: 'sent',
    attachments: options.attachments ?? [],
    reactions: [],
    corrected: false,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    ...(options.correction ? { correction: options.correction } : {}),
    isOptimistic: true,
  };
}
