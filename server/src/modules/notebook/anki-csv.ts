import type { CardRow } from './queries.ts';

/**
 * The notebook as a text file Anki imports (decision 046, Anki manual "Text Files"): header
 * lines Anki ≥ 2.1.55 reads (`#separator`, `#html`, `#columns`, `#tags column`), then one
 * line per card: front, back (the note after a blank line), tags (the language code). Fields are
 * HTML, so `&`, `<`, `>` are escaped and line breaks become `<br>`; every field is quoted and
 * quotes inside are doubled. UTF-8 without a byte order mark (the headers must come first).
 */
export function ankiCsv(cards: CardRow[]): string {
  const lines = [
    '#separator:Comma',
    '#html:true',
    '#columns:Front,Back,Tags',
    '#tags column:3',
    ...cards.map((card) =>
      [
        html(card.front),
        html(card.back) + (card.note ? `${card.back ? '<br><br>' : ''}${html(card.note)}` : ''),
        tag(card.language),
      ]
        .map(quoted)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n|\r|\n/g, '<br>');
}

/** Anki separates tags with spaces; a language code has none, but be sure. */
function tag(language: string): string {
  return language.replace(/\s+/g, '_');
}

function quoted(field: string): string {
  return `"${field.replace(/"/g, '""')}"`;
}
