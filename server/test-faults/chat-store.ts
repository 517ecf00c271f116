import type { TConversationsResponse, TMessage, TMessagesPageResponse } from '@chingu/contract';
import { authed, type Session } from './members.ts';

/** Every message of the pair as `viewer` sees it, walking the pages back to the first. */
export async function allMessages(url: string, viewer: Session, other: Session) {
  const messages: TMessage[] = [];
  let before: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '100', ...(before ? { before } : {}) });
    const res = await fetch(
      `${url}/api/v1/messages/conversation/${viewer.id}/${other.id}?${query}`,
      authed(viewer.token),
    );
    if (!res.ok) throw new Error(`conversation page: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as TMessagesPageResponse;
    messages.unshift(...page.data);
    if (!page.nextCursor) return { messages, count: page.count };
    before = page.nextCursor;
  }
}

/** The viewer's conversation row with `other` (unread count, last message). */
export async function conversationRow(url: string, viewer: Session, other: Session) {
  const res = await fetch(`${url}/api/v1/messages/conversations?limit=30`, authed(viewer.token));
  const list = (await res.json()) as TConversationsResponse;
  return list.data.find((row) => row._id === other.id);
}

/**
 * Sends messages from `from` to `to` with `workers` requests at a time until `stop()` is true or
 * `total` were sent. Returns the clientIds the server acknowledged (201) and how the rest ended.
 */
export async function sendBurst(
  url: string,
  from: Session,
  to: Session,
  {
    total,
    workers,
    stop,
    onAck,
    prefix = 'burst',
  }: {
    total: number;
    workers: number;
    stop: () => boolean;
    onAck?: (count: number) => void;
    prefix?: string;
  },
) {
  const acknowledged: string[] = [];
  const outcomes: Record<string, number> = {};
  let next = 0;
  async function worker() {
    while (!stop() && next < total) {
      const clientId = `${prefix}-${next++}`;
      try {
        const res = await fetch(
          `${url}/api/v1/messages`,
          authed(from.token, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ receiver: to.id, message: `message ${clientId}`, clientId }),
          }),
        );
        await res.arrayBuffer();
        outcomes[res.status] = (outcomes[res.status] ?? 0) + 1;
        if (res.status === 201) {
          acknowledged.push(clientId);
          onAck?.(acknowledged.length);
        }
      } catch {
        outcomes.connectionError = (outcomes.connectionError ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, worker));
  return { acknowledged, outcomes };
}
