import type { ChatMessage } from '../utils/messages';

/**
 * PRODUCT §8.4 offline outbox: the text messages a member wrote that the server has not
 * acknowledged yet, kept in localStorage per member so that they survive a reload or a closed
 * tab. An entry leaves the outbox on the acknowledgement; a refusal keeps it as `failed` (shown
 * as not sent, resent only by Retry). Logout clears local storage, and with it the outbox.
 * localStorage rather than IndexedDB: a few short texts, read synchronously where the cached
 * conversation is built (docs/decisions/018-service-worker.md).
 */
export type OutboxEntry = { message: ChatMessage; state: 'queued' | 'failed' };

const keyOf = (userId: string) => `chingu.outbox.${userId}`;

export function readOutbox(userId: string): OutboxEntry[] {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(userId: string, entries: OutboxEntry[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the message is still sent while the page is open.
  }
}

function change(userId: string, recipe: (entries: OutboxEntry[]) => OutboxEntry[]) {
  writeOutbox(userId, recipe(readOutbox(userId)));
}

/** Keeps a pending message (it has a clientId) until the server acknowledges it. */
export function putInOutbox(userId: string, message: ChatMessage) {
  const clientId = message.clientId;
  if (!clientId) return;
  const stored: ChatMessage = { ...message, status: 'sent' };
  delete stored.uploadProgress;
  change(userId, (entries) => [
    ...entries.filter((e) => e.message.clientId !== clientId),
    { message: stored, state: 'queued' },
  ]);
  announceQueued(userId);
}

export function removeFromOutbox(userId: string, clientId: string) {
  change(userId, (entries) => entries.filter((e) => e.message.clientId !== clientId));
}

function setState(userId: string, clientId: string, state: OutboxEntry['state']) {
  change(userId, (entries) =>
    entries.map((e) => (e.message.clientId === clientId ? { ...e, state } : e)),
  );
}

/** The server refused it: kept and shown as not sent, but not sent again by itself. */
export const markOutboxFailed = (userId: string, clientId: string) =>
  setState(userId, clientId, 'failed');

/** Retry: a refused message is queued again. */
export function requeueInOutbox(userId: string, clientId: string) {
  setState(userId, clientId, 'queued');
  announceQueued(userId);
}

/** Whether a message of `userId` waits to be sent (one left by an earlier visit, say). */
export function hasQueuedMessages(userId: string): boolean {
  return readOutbox(userId).some((e) => e.state === 'queued');
}

const queuedListeners = new Set<(userId: string) => void>();

/**
 * Calls `listener` with the member's id whenever a message of theirs enters the outbox, even when
 * storage refused it: the session's outbox runner loads then (use-chat-socket-connection.ts).
 * Returns the function that stops listening.
 */
export function onQueuedInOutbox(listener: (userId: string) => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

function announceQueued(userId: string) {
  for (const listener of [...queuedListeners]) listener(userId);
}

export function isQueued(userId: string, clientId: string): boolean {
  return readOutbox(userId).some((e) => e.message.clientId === clientId && e.state === 'queued');
}

/** The outbox's messages to `partnerId` as the conversation shows them: pending or not sent. */
export function outboxMessagesTo(userId: string, partnerId: string): ChatMessage[] {
  return readOutbox(userId)
    .filter((e) => e.message.receiver === partnerId)
    .map((e) => ({
      ...e.message,
      isOptimistic: true,
      status: e.state === 'failed' ? 'error' : 'sent',
    }));
}
