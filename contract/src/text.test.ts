import { describe, expect, it } from 'vitest';
import { containsForbiddenText, hasForbiddenCharacters } from './text.ts';

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed text', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('\ud800')).toBe(true);
    expect(hasForbiddenCharacters('x\udc00')).toBe(true);
    expect(hasForbiddenCharacters('😀 한국어 𝄞 \u0001 tab\t')).toBe(false);
  });

  it('looks inside arrays, objects and their keys', () => {
    expect(containsForbiddenText({ tags: ['ok', 'b\u0000d'] })).toBe(true);
    expect(containsForbiddenText({ ['k\ud800']: 1 })).toBe(true);
    expect(containsForbiddenText({ a: 1, b: [true, null, 'fine'] })).toBe(false);
  });
});
