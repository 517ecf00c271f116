import { afterEach } from 'vitest';

type CountedConstructor = 'DateTimeFormat' | 'DisplayNames' | 'Segmenter';

/**
 * Counts how often code under test makes one of Intl's formatters: each costs a phone's main
 * thread its locale data the first time, so the tests that care assert "once" or "never".
 * Replaces the constructor on the global Intl (writable at runtime; TypeScript's lib types it
 * read-only) and puts the real one back after each test.
 */
export function countIntlConstructions(name: CountedConstructor): { readonly count: number } {
  const intl = Intl as unknown as Record<CountedConstructor, new (...args: unknown[]) => object>;
  const Real = intl[name];
  const counter = { count: 0 };
  intl[name] = class extends Real {
    constructor(...args: unknown[]) {
      super(...args);
      counter.count += 1;
    }
  };
  afterEach(() => {
    intl[name] = Real;
  });
  return counter;
}
