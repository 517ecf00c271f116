import {
  ZConversationsResponse,
  ZMarkNotificationsReadResponse,
  ZNotificationSettingsResponse,
  defaultNotificationSettings,
  ZNotificationsResponse,
  ZUnreadCountResponse,
  type TNotification,
} from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openFakeSocket } from '@/features/chat/testing/fake-socket';
import { makeConversation, makeMessage, PARTNER_ID } from '@/features/chat/testing/fixtures';
import {
  ME_ID,
  apiRequests,
  http,
  jsonBodiesOf,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from './app-layout';

/** Counts downloads of the bell's panel (the factory runs once, on its first import). */
const panelLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/notifications/components/notification-list', async (original) => {
  panelLoads.count += 1;
  return original();
});

const FOLLOWER_ID = '66666666-6666-4666-8666-666666666666';
const MOMENT_ID = '44444444-4444-4444-8444-444444444444';

function makeNotification(overrides: Partial<TNotification> = {}): TNotification {
  return {
    _id: '77777777-7777-4777-8777-777777777777',
    kind: 'follow',
    actor: { _id: FOLLOWER_ID, name: 'Aiko Sato', imageUrls: [] },
    count: 1,
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

const like = makeNotification({
  _id: '88888888-8888-4888-8888-888888888888',
  kind: 'momentLike',
  momentId: MOMENT_ID,
  actor: { _id: PARTNER_ID, name: 'Carlos Ruiz', imageUrls: [] },
});

/** The header's unread counts, the notification list and the conversation rows. */
function stubUnread({
  notifications = 0,
  conversations = 0,
  list = [] as TNotification[],
  muted = false,
  messagesInApp = true,
} = {}) {
  const counts = { notifications, conversations, requests: 0 };
  const settings = defaultNotificationSettings(true);
  settings.message.inApp = messagesInApp;
  server.use(
    http.get(`/api/v1/auth/users/${ME_ID}/notification-settings`, () =>
      respond(ZNotificationSettingsResponse, { success: true, data: settings }),
    ),
    http.get('/api/v1/notifications/unread-count', () =>
      respond(ZUnreadCountResponse, { success: true, data: { ...counts } }),
    ),
    http.get('/api/v1/notifications', () =>
      respond(ZNotificationsResponse, { success: true, count: list.length, data: list }),
    ),
    http.put('/api/v1/notifications/read', () => {
      counts.notifications = 0;
      return respond(ZMarkNotificationsReadResponse, {
        success: true,
        data: { marked: 1, unread: 0 },
      });
    }),
    http.get('/api/v1/messages/conversations', () =>
      respond(ZConversationsResponse, {
        success: true,
        count: 1,
        data: [makeConversation({ muted })],
        nextCursor: null,
      }),
    ),
  );
  return counts;
}

function renderSignedIn(route = '/moments') {
  const store = signedInStore();
  const socket = openFakeSocket(store);
  const view = renderWithProviders(<AppLayout />, { store, route });
  act(() => socket.connect());
  return { ...view, socket };
}

const chatLink = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Chat/,
  });

// First in the file: the module cache keeps the panel once a test has opened it.
describe('notification panel download', () => {
  it('waits until the bell is pointed at, then opens with the list', async () => {
    stubUnread({ notifications: 1, list: [like] });
    // The title module keeps the title it first sees as its base: the tests below expect this one.
    document.title = 'Chingu';
    renderSignedIn();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(panelLoads.count).toBe(0);
    await userEvent.hover(bell);
    await waitFor(() => expect(panelLoads.count).toBe(1));
    await userEvent.click(bell);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(await list.findByText(/liked your moment/)).toBeVisible();
  });
});

describe('unread everywhere', () => {
  it('shows the unread counts after a reload: Chat badge and (N) in the tab title', async () => {
    stubUnread({ notifications: 2, conversations: 1 });
    document.title = 'Chingu';
    renderSignedIn();
    await waitFor(() => expect(chatLink()).toHaveAccessibleName(/^Chat\s*1 unread conversation$/));
    await waitFor(() => expect(document.title).toBe('(3) Chingu'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('a new message elsewhere: toast with sender and preview, badge and title go up', async () => {
    stubUnread();
    document.title = 'Chingu';
    const { socket, router } = renderSignedIn();
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chat'));
    await screen.findByRole('button', { name: 'Notifications' });

    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({ message: '¿Practicamos mañana?' }),
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    expect(await screen.findByText('¿Practicamos mañana?')).toBeInTheDocument();
    expect(screen.getByText('Carlos Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(chatLink()).toHaveAccessibleName(/^Chat\s*1 unread conversation$/));
    expect(document.title).toBe('(1) Chingu');
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${PARTNER_ID}`));
  });

  it('no toast for a muted conversation', async () => {
    stubUnread({ muted: true });
    const { socket } = renderSignedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({ message: 'Muted hello' }),
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    // The badge still counts it; only the toast is held back.
    await waitFor(() => expect(chatLink()).toHaveAccessibleName(/^Chat\s*1 unread conversation$/));
    await waitFor(() => expect(screen.queryByText('Muted hello')).not.toBeInTheDocument());
  });

  it('no toast when the member switched message notifications off in the app', async () => {
    stubUnread({ messagesInApp: false });
    const { socket } = renderSignedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({ message: 'Quiet hello' }),
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    await waitFor(() => expect(chatLink()).toHaveAccessibleName(/^Chat\s*1 unread conversation$/));
    await waitFor(() =>
      expect(apiRequests.some((r) => r.url.endsWith(`/users/${ME_ID}/notification-settings`))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByText('Quiet hello')).not.toBeInTheDocument());
  });

  it('neither toast nor badge for the conversation on screen', async () => {
    const counts = stubUnread();
    const { socket } = renderSignedIn(`/chat/${PARTNER_ID}`);
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      socket.serverSends('newMessage', {
        message: makeMessage({ message: 'Read at once' }),
        senderId: PARTNER_ID,
        unreadCount: 1,
      }),
    );
    counts.notifications = 1;
    act(() => socket.serverSends('notification', makeNotification()));
    // The notification that followed is counted: the message before it was not.
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(chatLink()).toHaveAccessibleName('Chat');
    expect(screen.queryByText('Read at once')).not.toBeInTheDocument();
  });

  it('shows the Chat badge in the phone tab bar, with the current tab marked', async () => {
    stubUnread({ conversations: 4 });
    renderSignedIn('/moments');
    const tabs = within(screen.getByRole('navigation', { name: 'Tabs' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      // The same name as the navigation bar's link and the route (/communities, SPEC §1).
      'Communities',
      'Moments',
      expect.stringMatching(/^4?Chat$/),
      'Profile',
    ]);
    expect(tabs.getByRole('link', { name: 'Moments' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(tabs.getByRole('link', { name: /Chat/ })).toHaveAccessibleName(
        /^4 unread conversations\s*Chat$/,
      ),
    );
  });

  it('closes the phone menu on Escape and gives focus back to the burger', async () => {
    stubUnread();
    renderSignedIn();
    const burger = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(burger).toHaveFocus();
  });
});

describe('notification bell', () => {
  it('lists each kind with its text, newest first, unread highlighted', async () => {
    stubUnread({
      notifications: 2,
      list: [
        like,
        makeNotification(),
        makeNotification({
          _id: '99999999-9999-4999-8999-999999999999',
          kind: 'momentComment',
          momentId: MOMENT_ID,
          preview: 'Beautiful!',
          readAt: new Date().toISOString(),
        }),
      ],
    });
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const items = await list.findAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Carlos Ruiz liked your moment'),
      expect.stringContaining('Aiko Sato started following you'),
      expect.stringContaining('Aiko Sato commented: Beautiful!'),
    ]);
    expect(items[0]).toHaveAttribute('data-unread');
    expect(items[1]).toHaveTextContent('3m ago');
    expect(items[2]).not.toHaveAttribute('data-unread');
  });

  it('replaces a folded like when it comes again over the socket, and adds new ones on top', async () => {
    stubUnread({ notifications: 1, list: [like] });
    const { socket } = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    await list.findByText(/liked your moment/);

    act(() => socket.serverSends('notification', { ...like, count: 3 }));
    await list.findByText(/and 2 others liked your moment/);
    act(() => socket.serverSends('notification', makeNotification()));
    await list.findByText(/started following you/);
    expect(list.getAllByRole('button').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Aiko Sato started following you'),
      expect.stringContaining('Carlos Ruiz and 2 others liked your moment'),
    ]);
  });

  it('marks one read and opens what it is about', async () => {
    stubUnread({ notifications: 1, list: [makeNotification()] });
    const { router } = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: /started following you/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/community/${FOLLOWER_ID}`));
    await waitFor(async () =>
      expect(await jsonBodiesOf('PUT', '/api/v1/notifications/read')).toEqual([
        { ids: [makeNotification()._id] },
      ]),
    );
  });

  it('moderation: names the action, rule and content, and opens the appeal page (PRODUCT §9.1)', async () => {
    const ACTION_ID = '12121212-1212-4212-8212-121212121212';
    stubUnread({
      notifications: 2,
      list: [
        makeNotification({
          _id: '13131313-1313-4313-8313-131313131313',
          kind: 'moderation',
          actor: null,
          actionId: ACTION_ID,
          action: 'appealReversed',
          reason: 'spam',
        }),
        makeNotification({
          kind: 'moderation',
          actor: null,
          actionId: ACTION_ID,
          action: 'warn',
          reason: 'romance',
          preview: 'Send me a photo',
        }),
      ],
    });
    const { router } = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const items = await list.findAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        'Chingu moderators reviewed your appeal and reversed their decision.',
      ),
      expect.stringContaining(
        'Chingu moderators warned you about “Send me a photo” (rule: unwanted romantic or sexual contact). Tap to appeal.',
      ),
    ]);
    await userEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/appeal/${ACTION_ID}`));
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('warn');
  });

  it('streak: says which streak to keep and how, in English and Korean, and opens the home', async () => {
    stubUnread({
      notifications: 1,
      list: [makeNotification({ kind: 'streak', actor: null, count: 4 })],
    });
    const { router } = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [item] = await list.findAllByRole('button');
    expect(item).toHaveTextContent(
      'Keep your 4-day streak: today does not count yet. Send a message, correct someone or finish your reviews.',
    );
    await userEvent.click(item!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('streak in Korean', async () => {
    stubUnread({
      notifications: 1,
      list: [makeNotification({ kind: 'streak', actor: null, count: 4 })],
    });
    const store = signedInStore();
    const socket = openFakeSocket(store);
    renderWithProviders(<AppLayout />, { store, route: '/moments', language: 'ko' });
    act(() => socket.connect());
    await userEvent.click(await screen.findByRole('button', { name: /^알림/ }));
    const list = within(await screen.findByRole('list', { name: '알림' }));
    const [item] = await list.findAllByRole('button');
    expect(item).toHaveTextContent('4일 연속 기록을 이어가세요. 오늘은 아직 기록되지 않았어요.');
  });

  it('marks all as read: the highlight and the badge go', async () => {
    stubUnread({ notifications: 1, list: [makeNotification()] });
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /started following you/ })).not.toHaveAttribute(
      'data-unread',
    );
    expect(await jsonBodiesOf('PUT', '/api/v1/notifications/read')).toEqual([{}]);
  });

  it('says so when there is nothing yet', async () => {
    stubUnread();
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
