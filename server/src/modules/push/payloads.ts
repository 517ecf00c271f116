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
    momentCorrection: (text: string) => `corrected your moment: ${text}`,
    missedCall: 'Missed call',
    sessionProposed: '📅 Proposed a language exchange session',
    sessionSoon: 'Your language exchange session starts soon',
    messageRequest: 'sent you a message request',
    room: (title: string) => `started the room: ${title}`,
    team: 'Chingu',
    moderation: 'A moderator acted on your account. Open Chingu to see why or to appeal.',
    appealDecided: 'Your appeal has been decided.',
    streak: (days: number) =>
      `Keep your ${days}-day streak: send a message, correct someone or finish your reviews today.`,
  },
  ko: {
    photo: '📷 사진',
    voice: '🎤 음성 메시지',
    follow: '회원님을 팔로우하기 시작했어요',
    like: '회원님의 모먼트를 좋아해요',
    likes: (others: number) => `외 ${others}명이 회원님의 모먼트를 좋아해요`,
    comment: (text: string) => `댓글을 남겼어요: ${text}`,
    correction: (text: string) => `메시지를 교정했어요: ${text}`,
    momentCorrection: (text: string) => `모먼트를 교정했어요: ${text}`,
    missedCall: '부재중 통화',
    sessionProposed: '📅 언어 교환 세션을 제안했어요',
    sessionSoon: '언어 교환 세션이 곧 시작돼요',
    messageRequest: '메시지 요청을 보냈어요',
    room: (title: string) => `방을 시작했어요: ${title}`,
    team: 'Chingu',
    moderation:
      '운영자가 회원님의 계정에 조치를 했어요. Chingu에서 이유를 확인하거나 이의를 신청하세요.',
    appealDecided: '이의 신청에 대한 결정이 나왔어요.',
    streak: (days: number) =>
      `${days}일 연속 기록을 이어가세요. 오늘 메시지를 보내거나, 글을 고쳐 주거나, 복습을 마쳐 보세요.`,
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
          : message.kind === 'session'
            ? t.sessionProposed
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
      case 'momentCorrection':
        return [t.momentCorrection(text), `/moment/${n.momentId ?? ''}`];
      case 'missedCall':
        return [t.missedCall, `/chat/${actor}`];
      case 'session':
        return [t.sessionSoon, `/chat/${actor}`];
      // Not pushed (PRODUCT §9.1, push/delivery.ts); described should it ever be.
      case 'messageRequest':
        return [t.messageRequest, `/chat/${actor}`];
      case 'room':
        return [t.room(text), `/rooms/${n.roomId ?? ''}`];
      case 'moderation':
        // The push names no rule or content: the lock screen is not the place (PRODUCT §9.1).
        return [
          n.action === 'appealUpheld' || n.action === 'appealReversed'
            ? t.appealDecided
            : t.moderation,
          '/notifications',
        ];
      case 'streak':
        return [t.streak(n.count), '/'];
    }
  })();
  const title = n.actor?.name ?? t.team;
  return { kind: n.kind, title, body, url, tag: `notification:${n._id}` };
}
