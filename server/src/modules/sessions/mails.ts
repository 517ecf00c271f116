import type { Mail } from '../../plugins/infra/mail.ts';

const TEXTS = {
  en: {
    subject: (name: string) => `Your Chingu session with ${name} starts soon`,
    greeting: (name: string) => `Hi ${name},`,
    body: (name: string, minutes: number, pair: string, length: number) =>
      `your language exchange with ${name} starts in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}: ${pair}, ${length} minutes.`,
    open: 'Open the chat to start the call',
    why: 'You get this e-mail because you accepted or proposed this session. Turn session e-mails off in your notification settings',
  },
  ko: {
    subject: (name: string) => `${name}님과의 Chingu 세션이 곧 시작돼요`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    body: (name: string, minutes: number, pair: string, length: number) =>
      `${name}님과의 언어 교환이 ${minutes}분 뒤에 시작돼요: ${pair}, ${length}분.`,
    open: '채팅에서 통화를 시작하세요',
    why: '이 세션을 제안하거나 수락하셔서 이 이메일을 보내드려요. 알림 설정에서 세션 이메일을 끌 수 있어요',
  },
};

/**
 * A session reminder (PRODUCT §9.2) in the member's language. Like every e-mail it carries no
 * message text: who, when, which languages and a link.
 */
export function sessionReminderMail(input: {
  to: string;
  name: string;
  partnerName: string;
  preferredLanguage: string | null;
  minutesLeft: number;
  languages: [string, string];
  durationMinutes: number;
  chatUrl: string;
  settingsUrl: string;
}): Mail {
  const language = input.preferredLanguage === 'ko' ? 'ko' : 'en';
  const t = TEXTS[language];
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const pair = input.languages.map((code) => names.of(code) ?? code).join(' ↔ ');
  return {
    to: input.to,
    subject: t.subject(input.partnerName),
    text: [
      t.greeting(input.name),
      '',
      t.body(input.partnerName, input.minutesLeft, pair, input.durationMinutes),
      '',
      `${t.open}: ${input.chatUrl}`,
      '',
      '--',
      `${t.why}: ${input.settingsUrl}`,
    ].join('\n'),
  };
}
