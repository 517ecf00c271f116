import { LinkifyIt } from 'linkify-it';

/** Links in a message: http(s), mailto and bare domains such as naver.com (issue 28). */
const linkify = new LinkifyIt().set({ fuzzyLink: true, fuzzyEmail: true });

export type TextPart = { text: string; href?: string };

/** The text cut into plain parts and links (with the address each link opens). */
export function linkParts(text: string): TextPart[] {
  const matches = linkify.match(text);
  if (!matches) return [{ text }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match.raw, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
