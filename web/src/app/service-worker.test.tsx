import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no service workers: each test gives the page the `navigator.serviceWorker` it needs. */
function browserWithWorkers(register: () => Promise<ServiceWorkerRegistration | undefined>) {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller: null } });
}

describe('registerServiceWorker', () => {
  it('leaves the page alone when the browser blocks workers and answers with nothing', async () => {
    browserWithWorkers(() => Promise.resolve(undefined));
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });

  it('only warns when the registration is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    browserWithWorkers(() => Promise.reject(new Error('SecurityError')));
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('service worker registration failed:', expect.any(Error));
  });
});
