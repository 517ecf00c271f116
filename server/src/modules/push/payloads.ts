import type { TMessage, TNotification, TPushPayload } from '@chingu/contract';

/** Push texts are shown by the system, outside the app: in the receiver's language (en or ko). */
type Language = 'en' | 'ko';

const PREVIEW_MAX = 120;

const TEXTS = {
  en: {
    photo: '📷 Photo',
    voice: '🎤 Voice message',
    follow: 'started following you',
    like: 'liked your moment',
    likes: (others: number) => `and ${others} more liked your moment`,
    comment: (text: string) => `commented: ${text}`,
    correction: (text: string) => `corrected your message: ${text}`,
    missedCall: 'Missed call',
    messageRequest: 'sent you a message request',
    team: 'Chingu',
    moderation: 'A moderator acted on your account. Open Chingu to see why or to appeal.',
    appealDecided: 'Your appeal has been decided.',
  },
  ko: {
    photo: '📷 사진',
    voice: '🎤 음성 메시지',
    follow: '회원님을 팔로우하기 시작했어요',
    like: '회원님의 모먼트를 좋아해요',
    likes: (others: number) => `외 ${others}명이 회원님의 모먼트를 좋아해요`,
    comment: (text: string) => `댓글을 남겼어요: ${text}`,
    correction: (text: string) => `메시지를 교정했어요: ${text}`,
    missedCall: '부재중 통화',
    messageRequest: '메시지 요청을 보냈어요',
    team: 'Chingu',
    moderation:
      '운영자가 회원님의 계정에 조치를 했어요. Chingu에서 이유를 확인하거나 이의를 신청하세요.',
    appealDecided: '이의 신청에 대한 결정이 나왔어요.',
  },
} satisfies Record<Language, unknown>;

export function languageOf(preferredLanguage: string | null): Language {
  return preferredLanguage === 'ko' ? 'ko' : 'en';
}

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > PREVIEW_MAX ? `${oneLine.slice(0, PREVIEW_MAX - 1)}…` : oneLine;
}

/** A new chat message: one system notification per conversation (the newest replaces the last). */
export function messagePayload(message: TMessage, language: Language): TPushPayload {
  const t = TEXTS[language];
  const caption = preview(message.message);
  const body =
    message.kind === 'image'
      ? caption
        ? `📷 ${caption}`
        : t.photo
      : message.kind === 'voice'
        ? t.voice
        : message.kind === 'correction'
          ? `✏️ ${caption}`
          : caption;
  return {
    kind: 'message',
    title: message.sender.name,
    body,
    url: `/chat/${message.sender._id}`,
    tag: `chat:${message.sender._id}`,
  };
}

/** A notification: a folded one (likes) keeps its id, so its push replaces the earlier one. */
export function notificationPayload(n: TNotification, language: Language): TPushPayload {
  const t = TEXTS[language];
  const actor = n.actor?._id ?? '';
  const text = preview(n.preview ?? '');
  const [body, url] = ((): [string, string] => {
    switch (n.kind) {
      case 'follow':
        return [t.follow, `/community/${actor}`];
      case 'momentLike':
        return [n.count > 1 ? t.likes(n.count - 1) : t.like, `/moment/${n.momentId ?? ''}`];
      case 'momentComment':
        return [t.comment(text), `/moment/${n.momentId ?? ''}`];
      case 'correction':
        return [t.correction(text), `/chat/${actor}`];
      case 'missedCall':
        return [t.missedCall, `/chat/${actor}`];
      // Not pushed (PRODUCT §9.1, push/delivery.ts); described should it ever be.
      case 'messageRequest':
        return [t.messageRequest, `/chat/${actor}`];
      case 'moderation':
        // The push names no rule or content: the lock screen is not the place (PRODUCT §9.1).
        return [
          n.action === 'appealUpheld' || n.action === 'appealReversed'
            ? t.appealDecided
            : t.moderation,
          '/notifications',
        ];
    }
  })();
  const title = n.actor?.name ?? t.team;
  return { kind: n.kind, title, body, url, tag: `notification:${n._id}` };
}
