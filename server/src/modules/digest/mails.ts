import type { Mail } from '../../plugins/infra/mail.ts';

export type DigestSender = { name: string; count: number };

/** Senders named in one digest; the rest are counted. */
const NAMED_SENDERS = 10;

const TEXTS = {
  en: {
    subject: (n: number) => `You have ${n} unread ${n === 1 ? 'message' : 'messages'} on Chingu`,
    greeting: (name: string) => `Hi ${name},`,
    intro: 'Messages arrived while you were away:',
    line: (s: DigestSender) => `- ${s.name}: ${s.count} ${s.count === 1 ? 'message' : 'messages'}`,
    more: (n: number) => `- and ${n} more ${n === 1 ? 'member' : 'members'}`,
    read: 'Read and reply',
    why: 'You get this e-mail at most once every 12 hours, when messages wait for you.',
    stop: 'Stop these e-mails',
  },
  ko: {
    subject: (n: number) => `친구에 읽지 않은 메시지가 ${n}개 있어요`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    intro: '자리를 비운 사이에 메시지가 도착했어요:',
    line: (s: DigestSender) => `- ${s.name}: 메시지 ${s.count}개`,
    more: (n: number) => `- 그 외 ${n}명`,
    read: '읽고 답장하기',
    why: '읽지 않은 메시지가 있을 때 12시간에 한 번까지만 이 이메일을 보내드려요.',
    stop: '이메일 수신 거부',
  },
};

/**
 * One digest in the member's language. The unsubscribe link opens a page with a button (mail
 * scanners follow links, so a GET must change nothing); List-Unsubscribe-Post lets mail apps
 * unsubscribe in one click with a POST (RFC 8058).
 */
export function digestMail(input: {
  to: string;
  name: string;
  preferredLanguage: string | null;
  senders: DigestSender[];
  publicUrl: string;
  token: string;
}): Mail {
  const t = TEXTS[input.preferredLanguage === 'ko' ? 'ko' : 'en'];
  const total = input.senders.reduce((sum, s) => sum + s.count, 0);
  const named = input.senders.slice(0, NAMED_SENDERS);
  const others = input.senders.length - named.length;
  const token = encodeURIComponent(input.token);
  const pageUrl = `${input.publicUrl}/unsubscribe?token=${token}`;
  const oneClickUrl = `${input.publicUrl}/api/v1/digest/unsubscribe/one-click?token=${token}`;
  return {
    to: input.to,
    subject: t.subject(total),
    text: [
      t.greeting(input.name),
      '',
      t.intro,
      ...named.map(t.line),
      ...(others > 0 ? [t.more(others)] : []),
      '',
      `${t.read}: ${input.publicUrl}/chat`,
      '',
      '--',
      t.why,
      `${t.stop}: ${pageUrl}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
