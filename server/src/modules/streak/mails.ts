import type { Mail } from '../../plugins/infra/mail.ts';

const TEXTS = {
  en: {
    subject: (days: number) => `Keep your ${days}-day streak on Chingu`,
    greeting: (name: string) => `Hi ${name},`,
    body: (days: number) =>
      `You have learned ${days} ${days === 1 ? 'day' : 'days'} in a row. Today does not count yet: send a message, correct someone or finish your reviews before midnight.`,
    open: 'Open Chingu',
    why: 'You get this e-mail in the evening when your streak is waiting for today.',
    stop: 'Change which e-mails you get',
  },
  ko: {
    subject: (days: number) => `친구에서 ${days}일 연속 기록을 이어가세요`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    body: (days: number) =>
      `${days}일 연속으로 공부하셨어요. 오늘은 아직 기록되지 않았어요. 자정 전에 메시지를 보내거나, 다른 사람의 글을 고쳐 주거나, 복습을 마쳐 보세요.`,
    open: '친구 열기',
    why: '연속 기록이 오늘을 기다릴 때 저녁에 이 이메일을 보내드려요.',
    stop: '받을 이메일 설정하기',
  },
};

/** The streak reminder by e-mail (PRODUCT §9.2), in the member's language; no message text. */
export function streakMail(input: {
  to: string;
  name: string;
  preferredLanguage: string | null;
  days: number;
  publicUrl: string;
}): Mail {
  const t = TEXTS[input.preferredLanguage === 'ko' ? 'ko' : 'en'];
  return {
    to: input.to,
    subject: t.subject(input.days),
    text: [
      t.greeting(input.name),
      '',
      t.body(input.days),
      '',
      `${t.open}: ${input.publicUrl}/`,
      '',
      '--',
      t.why,
      `${t.stop}: ${input.publicUrl}/settings`,
    ].join('\n'),
  };
}
