import { expect, it, vi } from 'vitest';
import { countIntlConstructions } from '@/testing/intl';

it('makes its word segmenter on the first diff, not when the chat loads it (it costs a phone ~30 ms)', async () => {
  const made = countIntlConstructions('Segmenter');
  vi.resetModules();
  const { wordDiff } = await import('./word-diff.ts');
  expect(made.count).toBe(0);
  const parts = wordDiff('我喜欢猫', '我喜欢狗');
  expect(parts).toContainEqual({ value: '猫', change: 'removed' });
  expect(parts).toContainEqual({ value: '狗', change: 'added' });
  wordDiff('a b', 'a c');
  expect(made.count).toBe(1);
});

it('still diffs by spaces in a browser without Intl.Segmenter', async () => {
  const intl = Intl as { Segmenter?: typeof Intl.Segmenter };
  const real = intl.Segmenter;
  intl.Segmenter = undefined;
  try {
    vi.resetModules();
    const { wordDiff } = await import('./word-diff.ts');
    expect(wordDiff('I goes home', 'I go home')).toEqual([
      { value: 'I ', change: 'same' },
      { value: 'goes', change: 'removed' },
      { value: 'go', change: 'added' },
      { value: ' home', change: 'same' },
    ]);
  } finally {
    intl.Segmenter = real;
  }
});
