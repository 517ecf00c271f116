import { OFF_APP_FLAGS, type OffAppFlag } from '@chingu/contract';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';

// The off-app warning of PRODUCT §9.1: whether a chat text asks to move elsewhere (contact
// details, a messenger handle), carries a link, or talks money or crypto. Phone numbers and links
// come from maintained parsers (libphonenumber-js with full metadata, linkify-it); messenger
// names and money words are short lists in English and Korean. A flag only shows a calm banner
// to the receiver and lists the message for moderators, so a miss costs more than a false alarm,
// but everyday numbers (years, times, counts, prices in a sentence about lunch) must not trigger.

const linkify = new LinkifyIt().set({ fuzzyLink: true, fuzzyEmail: true });

/**
 * Countries whose national numbers are read without a "+": Korea (most members), then the
 * countries whose numbers members most often write in their own format. "+" numbers are read
 * whatever the list says.
 */
const NATIONAL_FORMATS: CountryCode[] = ['KR', 'US', 'JP', 'CN', 'GB'];

/** Hosts of messengers: a link there is also a contact. */
const MESSENGER_HOSTS =
  /(^|\.)(t\.me|telegram\.me|telegram\.org|wa\.me|whatsapp\.com|line\.me|kakao\.com|kakaotalk\.com|instagram\.com|instagr\.am|snapchat\.com|wechat\.com|weixin\.qq\.com)$/i;

/**
 * A messenger named, in English or Korean. "line" alone is an everyday word, so LINE counts only
 * with "id" or "app" or a handle after it; Hangul has no word boundaries, so Korean names match
 * anywhere.
 */
const MESSENGER_WORDS = [
  /\b(whats\s?app|telegram|we\s?chat|weixin|kakao\s?talk|kakao|katalk|instagram|insta|snap\s?chat|viber|signal\s+app|discord)\b/i,
  /\b(line|ig|snap|tg|kik)\s*(id|app|:|：)/i,
  /\b(add|find|text|message|dm|call)\s+me\s+on\s+(line|ig|snap)\b/i,
  /왓츠앱|왓츠 앱|텔레그램|텔레 아이디|위챗|카카오톡|카톡|카카오\s*아이디|카카오\s*id|라인\s*(아이디|id)|인스타|스냅챗|디스코드/i,
];

/** An @handle: a messenger or social account to look up elsewhere (not an e-mail address). */
const HANDLE = /(^|[^\w@.])@[A-Za-z0-9_.]{3,30}\b/;

/** Digits written with spaces, dots or dashes between them: "0 1 0 1 2 3 4 5 6 7 8". */
const SPACED_DIGITS = /(?:\d[\s.\-·()]*){9,15}/g;

const MONEY_WORDS = [
  /\b(bitcoins?|btc|ethereum|usdt|usdc|tether|crypto(currency|currencies)?|binance|coinbase|nft|forex|wire\s+transfer|bank\s+transfer|western\s+union|moneygram|gift\s?cards?|itunes\s+cards?|google\s+play\s+cards?|steam\s+cards?|paypal|venmo|cash\s?app|zelle|send\s+(me\s+)?money|lend\s+(me\s+)?money|investment\s+(platform|opportunity)|trading\s+platform|bank\s+account)\b/i,
  /송금|코인(?!\s*노래)|입금|계좌|이체|비트코인|이더리움|테더|가상\s*화폐|암호\s*화폐|기프트\s*카드|상품권|문화상품권|구글\s*기프트|투자\s*(플랫폼|수익)|수익률|환전|대출/,
];

/** An amount with a currency: "$500", "€ 20", "₩10,000", "500 USDT", "100 dollars", "50만원". */
const AMOUNTS = [
  /[$€£¥₩₿]\s?\d/,
  /\d[\d,.]*\s?(usd|usdt|usdc|eur|gbp|krw|jpy|cny|btc|eth|dollars?|bucks|euros?|pounds|yen|won)\b/i,
  /\d[\d,.]*\s?(만|천|백|억)?\s?원|\d[\d,.]*\s?(달러|불|유로|엔|위안)/,
];

/**
 * Fewer decimal digits (any script's: the parser reads full-width and Arabic-Indic ones too) than
 * this are no phone number in NATIONAL_FORMATS nor after a "+": every string of 1 to 4 digits was
 * tried. Most messages stop here instead of running the parser five times (issue 32: it was a
 * tenth of the server's time per chat message).
 */
const MIN_PHONE_DIGITS = 5;
const DECIMAL_DIGIT = /\p{Nd}/gu;

function hasPhoneNumber(text: string): boolean {
  if ((text.match(DECIMAL_DIGIT)?.length ?? 0) < MIN_PHONE_DIGITS) return false;
  for (const country of NATIONAL_FORMATS) {
    if (findPhoneNumbersInText(text, country).length > 0) return true;
  }
  // Numbers broken up so that parsers miss them: read the digits alone.
  for (const match of text.matchAll(SPACED_DIGITS)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 9) continue;
    const plus = /\+\s*$/.test(text.slice(0, match.index)) ? '+' : '';
    for (const country of NATIONAL_FORMATS) {
      if (findPhoneNumbersInText(plus + digits, country).length > 0) return true;
    }
  }
  return false;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * The flags of a chat text, in OFF_APP_FLAGS order; empty when none. Pure and synchronous: the
 * chat's send path calls it for the conversation's first messages only.
 */
export function detectOffAppFlags(text: string): OffAppFlag[] {
  const found = new Set<OffAppFlag>();
  const links = linkify.match(text) ?? [];
  for (const link of links) {
    if (link.schema === 'mailto:') {
      found.add('contact');
      continue;
    }
    found.add('link');
    if (MESSENGER_HOSTS.test(hostOf(link.url))) found.add('contact');
  }
  if (
    !found.has('contact') &&
    (MESSENGER_WORDS.some((pattern) => pattern.test(text)) ||
      HANDLE.test(text) ||
      hasPhoneNumber(text))
  ) {
    found.add('contact');
  }
  if (MONEY_WORDS.some((p) => p.test(text)) || AMOUNTS.some((p) => p.test(text))) {
    found.add('money');
  }
  return OFF_APP_FLAGS.filter((flag) => found.has(flag));
}
