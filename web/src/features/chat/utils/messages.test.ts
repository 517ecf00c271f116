import { describe, expect, it } from 'vitest';
import { makeMessage } from '../testing/fixtures';
import { mergeNewestPage, upsertMessage, type ChatMessage } from './messages';

const me = { _id: 'me', name: 'Me', imageUrls: [] };
const partner = { _id: 'partner', name: 'Partner', imageUrls: [] };

function message(id: string, minute: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const createdAt = new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
  return {
    ...makeMessage({ _id: id, message: id, sender: partner, receiver: 'me', createdAt }),
    ...overrides,
  };
}

const ids = (messages: ChatMessage[]) => messages.map((m) => m._id);

describe('upsertMessage', () => {
  it('ignores an _id already shown and keeps creation order', () => {
    const list = [message('a', 1), message('c', 3)];
    expect(upsertMessage(list, message('b', 2))).toBe(true);
    expect(upsertMessage(list, message('b', 2))).toBe(false);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('replaces our pending copy (same clientId) with the stored message', () => {
    const pending = message('temp-1', 5, {
      sender: me,
      clientId: 'k1',
      isOptimistic: true,
      status: 'sent',
    });
    const list = [message('a', 1), pending];
    upsertMessage(list, message('stored', 5, { sender: me, clientId: 'k1' }));
    expect(ids(list)).toEqual(['a', 'stored']);
    expect(list[1]!.status).toBe('delivered');
  });
});

describe('mergeNewestPage (refetch after a reconnect)', () => {
  it('adds what arrived while away, keeps older pages and shows nothing twice', () => {
    const current = {
      messages: [message('a', 1), message('b', 2), message('c', 3)],
      nextCursor: 'a',
    };
    const incoming = {
      messages: [message('b', 2), message('c', 3), message('d', 4)],
      nextCursor: 'b',
    };
    const merged = mergeNewestPage(current, incoming);
    expect(ids(merged.messages)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.nextCursor).toBe('a');
  });

  it('keeps pending messages the server has not stored, drops the ones it has', () => {
    const current = {
      messages: [
        message('a', 1),
        message('temp-1', 2, { clientId: 'k1', isOptimistic: true, status: 'sent', sender: me }),
        message('temp-2', 3, { clientId: 'k2', isOptimistic: true, status: 'error', sender: me }),
      ],
      nextCursor: null,
    };
    const incoming = {
      messages: [message('a', 1), message('s1', 2, { clientId: 'k1', sender: me })],
      nextCursor: null,
    };
    expect(ids(mergeNewestPage(current, incoming).messages)).toEqual(['a', 's1', 'temp-2']);
  });

  it('replaces the history when the new page does not reach back to it (a gap)', () => {
    const current = { messages: [message('a', 1), message('b', 2)], nextCursor: null };
    const incoming = { messages: [message('x', 50), message('y', 51)], nextCursor: 'x' };
    const merged = mergeNewestPage(current, incoming);
    expect(ids(merged.messages)).toEqual(['x', 'y']);
    expect(merged.nextCursor).toBe('x');
  });
});
