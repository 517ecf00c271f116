import type { TMessage } from '@chingu/contract';
import { describe, expect, it } from 'vitest';
import { messagePayload, notificationPayload } from '../../../src/modules/push/payloads.ts';

const sender = { _id: 'ana-id', name: 'Ana', imageUrls: [] };
function message(kind: TMessage['kind'], text: string): TMessage {
  return {
    _id: 'm1',
    clientId: null,
    kind,
    message: text,
    sender,
    receiver: 'ben-id',
    read: false,
    createdAt: new Date().toISOString(),
    status: 'delivered',
    attachments: [],
    reactions: [],
    corrected: false,
  };
}

describe('push texts', () => {
  it('say what a photo or voice message is, in the receiver’s language', () => {
    expect(messagePayload(message('image', ''), 'en').body).toBe('📷 Photo');
    expect(messagePayload(message('image', 'Look!'), 'en').body).toBe('📷 Look!');
    expect(messagePayload(message('voice', ''), 'en').body).toBe('🎤 Voice message');
    expect(messagePayload(message('voice', ''), 'ko').body).toBe('🎤 음성 메시지');
    expect(messagePayload(message('image', ''), 'ko').body).toBe('📷 사진');
  });

  it('cut a long text to one line of 120 characters', () => {
    const body = messagePayload(message('text', `${'a'.repeat(200)}\n\nb`), 'en').body;
    expect(body).toHaveLength(120);
    expect(body.endsWith('…')).toBe(true);
  });

  it('fold likes into one notification that names how many more', () => {
    const like = {
      _id: 'n1',
      kind: 'momentLike' as const,
      actor: sender,
      momentId: 'moment-1',
      count: 3,
      createdAt: new Date().toISOString(),
      readAt: null,
    };
    expect(notificationPayload(like, 'en')).toEqual({
      kind: 'momentLike',
      title: 'Ana',
      body: 'and 2 more liked your moment',
      url: '/moment/moment-1',
      tag: 'notification:n1',
    });
    expect(notificationPayload({ ...like, count: 1 }, 'ko').body).toBe(
      '회원님의 모먼트를 좋아해요',
    );
  });
});
