import { describe, expect, it } from 'vitest';
import { cutToClasses } from '../../vite-landing-styles';

/**
 * The prerendered landing links a stylesheet cut to its HTML (decision 030): a rule it drops
 * that the page needs shows as a broken layout until the app loads, so the cut must only ever
 * drop rules that cannot match.
 */
describe('the landing stylesheet cut to the page', () => {
  const page =
    '<html><body><ul class="list  list-item"><li class="item" data-x>a</li></ul></body></html>';

  it('drops rules of classes the page never has, keeps every rule that can match', () => {
    const css = [
      '.list{margin:0}',
      '.card{padding:1px}',
      '.item:where(:not(:first-of-type)){margin-top:4px}',
      '.item:not(.missing){color:red}',
      '.list .card{color:blue}',
      '.card,.item{border:0}',
      ':where([data-mantine-color-scheme=dark]) .item{color:white}',
      'body{font-family:var(--font)}',
      '[data-x]{gap:1px}',
      '.chingu-booting #root{visibility:hidden}',
    ].join('');
    const cut = cutToClasses(css, [page]);
    expect(cut).toContain('.list{margin:0}');
    expect(cut).not.toContain('padding:1px');
    expect(cut).not.toContain('color:blue');
    expect(cut).toContain('.item:where(:not(:first-of-type)){margin-top:4px}');
    expect(cut).toContain('.item:not(.missing){color:red}');
    expect(cut).toContain('.card,.item{border:0}');
    expect(cut).toContain(':where([data-mantine-color-scheme=dark]) .item{color:white}');
    expect(cut).toContain('body{font-family:var(--font)}');
    expect(cut).toContain('[data-x]{gap:1px}');
    expect(cut).toContain('.chingu-booting #root{visibility:hidden}');
  });

  it('keeps fonts and keyframes, and drops media queries left empty', () => {
    const css =
      '@font-face{font-family:X;src:url(/x.woff2)}' +
      '@keyframes spin{from{opacity:0}to{opacity:1}}' +
      '@media (min-width:48em){.card{display:none}}' +
      '@media (min-width:62em){.list{display:grid}}';
    const cut = cutToClasses(css, [page]);
    expect(cut).toContain('@font-face{font-family:X;src:url(/x.woff2)}');
    expect(cut).toContain('@keyframes spin{from{opacity:0}to{opacity:1}}');
    expect(cut).not.toContain('48em');
    expect(cut).toContain('@media (min-width:62em){.list{display:grid}}');
  });
});
