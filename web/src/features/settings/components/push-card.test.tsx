import { ZFeaturesResponse, ZPushPublicKeyResponse, ZSuccess } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, http, jsonBodiesOf, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { PushCard } from './push-card';

/**
 * PRODUCT §8.4 push card. jsdom has no service worker, Push API or Notification: those are
 * stand-ins with the browser's shapes; the API is the typed MSW one.
 */
const KEYS = '/api/v1/push/public-key';
const SUBSCRIPTIONS = '/api/v1/push/subscriptions';
const ENDPOINT = 'https://push.example.test/send/abc123';
// A P-256 public key as a VAPID server sends it (65 bytes, base64url).
const PUBLIC_KEY = `B${'A'.repeat(86)}`;

class FakeSubscription {
  unsubscribed = false;
  constructor(readonly endpoint = ENDPOINT) {}
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: 'BNcRdre', auth: 'tBHI' },
    };
  }
  unsubscribe = vi.fn(async () => {
    this.unsubscribed = true;
    browser.subscription = null;
    return true;
  });
}

const browser = {
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  subscription: null as FakeSubscription | null,
  subscribeOptions: [] as PushSubscriptionOptionsInit[],
  nextEndpoint: [] as string[],
};

function installBrowserPush() {
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      browser.subscribeOptions.push(options);
      // A browser keeps its subscription until it is dropped; a new one has a new endpoint.
      if (browser.subscription) return browser.subscription;
      browser.subscription = new FakeSubscription(browser.nextEndpoint.shift() ?? ENDPOINT);
      return browser.subscription;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: vi.fn(async () => {
      browser.permission = browser.answer;
      return browser.answer;
    }),
  });
}

function stubPushApi({ push = true } = {}) {
  server.use(
    http.get('/api/v1/features', () =>
      respond(ZFeaturesResponse, {
        success: true,
        data: { translation: false, push, turn: false, rooms: { mode: 'mesh', maxListeners: 20 } },
      }),
    ),
    http.get(KEYS, () =>
      respond(ZPushPublicKeyResponse, { success: true, data: { publicKey: PUBLIC_KEY } }),
    ),
    http.post(SUBSCRIPTIONS, () => respond(ZSuccess, { success: true }, 201)),
    http.delete(SUBSCRIPTIONS, () => respond(ZSuccess, { success: true })),
  );
}

const renderCard = () => renderWithProviders(<PushCard />, { store: signedInStore() });
const pushSwitch = () => screen.findByRole('switch', { name: 'Notify me on this device' });

beforeEach(() => {
  browser.permission = 'default';
  browser.answer = 'granted';
  browser.subscription = null;
  browser.subscribeOptions = [];
  browser.nextEndpoint = [];
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('Push notifications card', () => {
  it('subscribes this browser with the server key, and unsubscribes it', async () => {
    installBrowserPush();
    stubPushApi();
    renderCard();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText('Push notifications are on for this device.')).toBeVisible();
    expect(browser.subscribeOptions).toHaveLength(1);
    expect(browser.subscribeOptions[0]!.userVisibleOnly).toBe(true);
    expect((browser.subscribeOptions[0]!.applicationServerKey as Uint8Array).length).toBe(65);
    expect(await jsonBodiesOf('POST', SUBSCRIPTIONS)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BNcRdre', auth: 'tBHI' } },
    ]);

    const subscription = browser.subscription!;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await jsonBodiesOf('DELETE', SUBSCRIPTIONS)).toEqual([{ endpoint: ENDPOINT }]);
    expect(subscription.unsubscribed).toBe(true);
  });

  it('shows the switch on for a browser that is already subscribed', async () => {
    installBrowserPush();
    browser.permission = 'granted';
    browser.subscription = new FakeSubscription();
    stubPushApi();
    renderCard();
    await waitFor(async () => expect(await pushSwitch()).toBeChecked());
  });

  it('undoes the browser subscription when the server refuses it', async () => {
    installBrowserPush();
    stubPushApi();
    server.use(
      http.post(SUBSCRIPTIONS, () =>
        apiError(400, 'This push subscription is not valid', 'invalidPushSubscription'),
      ),
    );
    renderCard();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(browser.subscription).toBeNull());
    expect(toggle).not.toBeChecked();
  });

  it("takes a new endpoint when this browser's subscription is still someone else's", async () => {
    installBrowserPush();
    stubPushApi();
    browser.nextEndpoint = [ENDPOINT];
    server.use(
      http.post(SUBSCRIPTIONS, async ({ request }) =>
        ((await request.json()) as { endpoint: string }).endpoint === ENDPOINT
          ? respond(ZSuccess, { success: true }, 201)
          : apiError(400, 'This push subscription is not valid', 'invalidPushSubscription'),
      ),
    );
    renderCard();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    // The browser still holds a subscription the server keeps for the member before (it was
    // made after this page looked): subscribing hands it back, and the server refuses it.
    browser.subscription = new FakeSubscription('https://push.example.test/send/previous');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.subscription?.endpoint).toBe(ENDPOINT);
    expect(
      (await jsonBodiesOf('POST', SUBSCRIPTIONS)).map((b) => (b as { endpoint: string }).endpoint),
    ).toEqual(['https://push.example.test/send/previous', ENDPOINT]);
  });

  it('explains how to allow notifications again when the member refuses them', async () => {
    installBrowserPush();
    browser.answer = 'denied';
    stubPushApi();
    renderCard();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
    expect(screen.getByText(/open the site settings/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(browser.subscribeOptions).toHaveLength(0);
  });

  it('says so when the server has no push', async () => {
    installBrowserPush();
    stubPushApi({ push: false });
    renderCard();
    expect(
      await screen.findByText('Push notifications are not set up on this server.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so in a browser without push, and asks the server nothing', async () => {
    renderCard();
    expect(
      await screen.findByText(/This browser cannot show push notifications/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
