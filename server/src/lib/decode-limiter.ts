import os from 'node:os';

/**
 * A semaphore with a second bound per key: at most `total` tasks run at once on this node, and at
 * most `perKey` of one key (a member), so one member's burst of uploads waits behind itself
 * instead of taking every slot (issue 29 finding 6). A waiting task holds no slot; a freed slot
 * goes to the oldest waiter whose key is below its bound.
 */
export function createLimiter({ total, perKey }: { total: number; perKey: number }) {
  let active = 0;
  const activeByKey = new Map<string, number>();
  const waiting: { key: string; start: () => void }[] = [];
  /** Highest concurrency seen, overall and for any one key (tests read them). */
  const peak = { total: 0, perKey: 0 };

  const canStart = (key: string) => active < total && (activeByKey.get(key) ?? 0) < perKey;

  function begin(key: string) {
    active += 1;
    const mine = (activeByKey.get(key) ?? 0) + 1;
    activeByKey.set(key, mine);
    peak.total = Math.max(peak.total, active);
    peak.perKey = Math.max(peak.perKey, mine);
  }

  function end(key: string) {
    active -= 1;
    const mine = (activeByKey.get(key) ?? 1) - 1;
    if (mine === 0) activeByKey.delete(key);
    else activeByKey.set(key, mine);
    const next = waiting.findIndex((w) => canStart(w.key));
    if (next >= 0) waiting.splice(next, 1)[0]!.start();
  }

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (!canStart(key)) {
      await new Promise<void>((resolve) => waiting.push({ key, start: resolve }));
    }
    begin(key);
    try {
      return await task();
    } finally {
      end(key);
    }
  }

  return {
    run,
    peak,
    limits: { total, perKey },
    resetPeak() {
      peak.total = active;
      peak.perKey = Math.max(0, ...activeByKey.values());
    },
  };
}

/**
 * Image decodes of this node (sharp runs in libuv's threads, 4 by default): at most as many as
 * there are cores (2..4), at most 2 for one member.
 */
export const imageDecodes = createLimiter({
  total: Math.min(4, Math.max(2, os.availableParallelism())),
  perKey: 2,
});
