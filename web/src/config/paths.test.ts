import { describe, expect, it } from 'vitest';
import { safeRedirect } from './paths';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/moments?tab=new#top')).toBe('/moments?tab=new#top');
    expect(safeRedirect('/chat/abc')).toBe('/chat/abc');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a newline that URL parsing drops', '/\n/evil.example'],
    ['a tab that URL parsing drops', '/\t/evil.example'],
    ['a NUL', '/moments\u0000'],
    ['a carriage return', '/moments\r\n'],
    ['nothing', ''],
  ])('falls back for %s', (_, target) => {
    expect(safeRedirect(target, '/home')).toBe('/home');
  });
});
