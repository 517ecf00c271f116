import type { CacheDomain } from '../../src/plugins/cache/cache-invalidation.ts';
import type { TestApp } from './app.ts';

/**
 * Resolves when `node` has applied another node's invalidation of `domain` (Redis pub/sub,
 * decision 025): the cache tests on two nodes (twoNodesForFile) read node B only after that.
 * Call it before the write on node A, so the message cannot arrive before the listener.
 */
export function remoteInvalidation(node: TestApp, domain: CacheDomain): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ domains, remote }: { domains: CacheDomain[]; remote: boolean }) => {
      if (!remote || !domains.includes(domain)) return;
      node.app.cacheInvalidation.events.off('invalidated', listener);
      resolve();
    };
    node.app.cacheInvalidation.events.on('invalidated', listener);
  });
}
