import { describe, expect, it } from 'vitest';
import { detectOffAppFlags } from '../../src/lib/off-app-flags.ts';

describe('detectOffAppFlags: contact details and messenger handles', () => {
  it.each([
    ['Korean mobile with dashes', 'my number is 010-1234-5678'],
    ['Korean mobile without separators', '01012345678 call me'],
    ['Korean mobile international', 'text me +82 10 1234 5678'],
    ['Korean mobile, +82 with dashes', '+82-10-1234-5678 whatsapp is easier'],
    ['spaced digits', '0 1 0 1 2 3 4 5 6 7 8'],
    ['dotted digits', '010.1234.5678'],
    // Counted as digits before the parser runs (a short cut for texts with fewer than five).
    ['full-width digits', '번호는 ０１０-１２３４-５６７８'],
    ['Arabic-Indic digits', 'رقمي ٠١٠١٢٣٤٥٦٧٨'],
    ['a five-digit Korean number, the shortest the parser finds', 'call 31100'],
    ['US number', 'call (415) 555-2671 tonight'],
    ['UK number', 'ring me on +44 7911 123456'],
    ['e-mail address', 'write to jane.doe@example.com'],
    ['e-mail in Korean sentence', '이메일은 minji99@naver.com 이에요'],
    ['@handle on insta', 'add me @minji_kim on insta'],
    ['bare @handle', 'follow @seoul.girl.99'],
    ['WhatsApp named', "let's move to WhatsApp"],
    ['Telegram named', 'Do you have telegram?'],
    ['WeChat', 'my wechat: abc123'],
    ['KakaoTalk', 'kakaotalk id is minji'],
    ['LINE id', 'my line id is hana22'],
    ['Snapchat', 'snap: hana22'],
    ['Korean 카톡', '카톡 아이디 알려줘'],
    ['Korean 인스타', '인스타 해요?'],
    ['Korean 라인 아이디', '라인 아이디 있어요?'],
  ])('%s → contact', (_name, text) => {
    expect(detectOffAppFlags(text)).toContain('contact');
  });

  it.each([
    ['t.me link', 't.me/xyz'],
    ['wa.me link', 'wa.me/821012345678'],
    ['instagram link', 'https://instagram.com/minji'],
  ])('%s → contact and link', (_name, text) => {
    expect(detectOffAppFlags(text)).toEqual(['contact', 'link']);
  });
});

describe('detectOffAppFlags: links', () => {
  it.each([
    ['https URL', 'look https://example.com/page?x=1'],
    ['bare domain', 'check out mysite.io/offer'],
    ['www', 'www.example.org'],
    ['Korean text around a link', '여기 봐요 naver.me/abc 재밌어요'],
  ])('%s → link', (_name, text) => {
    expect(detectOffAppFlags(text)).toContain('link');
  });
});

describe('detectOffAppFlags: money and crypto', () => {
  it.each([
    ['dollar amount', 'can you lend me $500'],
    ['USDT amount', 'send 500 USDT'],
    ['bitcoin', 'I invest in bitcoin every week'],
    ['wire transfer', 'a quick wire transfer is all'],
    ['gift card', 'buy me a gift card please'],
    ['won amount', '10,000원만 보내줘'],
    ['만원', '50만원 필요해요'],
    ['송금', '송금 좀 해줄 수 있어?'],
    ['코인', '코인 투자 같이 해요'],
    ['입금', '입금 확인 부탁해요'],
    ['won sign', '₩30000'],
  ])('%s → money', (_name, text) => {
    expect(detectOffAppFlags(text)).toContain('money');
  });

  it('several kinds at once come in a fixed order', () => {
    expect(detectOffAppFlags('bitcoin here: https://x.example.com or 010-1234-5678')).toEqual([
      'contact',
      'link',
      'money',
    ]);
  });
});

describe('detectOffAppFlags: everyday text stays unflagged', () => {
  it.each([
    ['a year', 'I moved to Seoul in 2024'],
    ['a time', 'see you at 10:30 tomorrow'],
    ['a count', 'I have 3 cats'],
    ['a date', 'my birthday is 1999-04-12'],
    ['a short number', 'room 1203'],
    ['a score', 'we won 3-2'],
    ['the word line', 'I stood in line for an hour'],
    ['instant', 'instant noodles are the best'],
    ['the word signal', 'the signal is weak here'],
    ['Korean greeting', '안녕하세요! 한국어 공부한 지 2년 됐어요'],
    ['coin karaoke', '코인노래방 가고 싶어요'],
    ['Korean 원 in a word', '원래 부산 사람이에요'],
    ['a hashtag', 'love #kpop and #hanbok'],
    ['an empty text', ''],
    ['only emoji', '😀🎉'],
    ['a dotted abbreviation', 'e.g. the U.S. is big'],
  ])('%s → no flag', (_name, text) => {
    expect(detectOffAppFlags(text)).toEqual([]);
  });
});
