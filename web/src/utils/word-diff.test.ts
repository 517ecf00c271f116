import { afterEach, expect, it, vi } from 'vitest';

const IntlSegmenter = Intl.Segmenter;
// Writable in the runtime; TypeScript's lib types it read-only.
const intl = Intl as { Segmenter: typeof Intl.Segmenter };
afterEach(() => {
  intl.Segmenter = IntlSegmenter;
});

it('makes its word segmenter on the first diff, not when the chat loads it (it costs a phone ~30 ms)', async () => {
  let made = 0;
  intl.Segmenter = class extends IntlSegmenter {
    constructor(...args: ConstructorParameters<typeof IntlSegmenter>) {
      super(...args);
      made += 1;
    }
  };
  vi.resetModules();
  const { wordDiff } = await import('./word-diff.ts');
  expect(made).toBe(0);
  const parts = wordDiff('我喜欢猫', '我喜欢狗');
  expect(parts).toContainEqual({ value: '猫', change: 'removed' });
  expect(parts).toContainEqual({ value: '狗', change: 'added' });
  wordDiff('a b', 'a c');
  expect(made).toBe(1);
});
