import { describe, expect, it } from 'vitest';
import { makeStore } from '@/stores/store';
import {
  chatReset,
  onlineUsersReceived,
  presenceChecked,
  selectOnlineUserIds,
  selectSocketConnected,
  socketConnected,
  userCameOnline,
} from './chat-slice';

describe('chat slice (injected into the shared store)', () => {
  it('reads the initial state before any chat action, then joins the store', () => {
    const store = makeStore();
    expect(selectSocketConnected(store.getState())).toBe(false);
    expect(selectOnlineUserIds(store.getState())).toEqual([]);
    store.dispatch(socketConnected());
    store.dispatch(userCameOnline('u1'));
    expect(store.getState().chat?.connected).toBe(true);
    expect(selectOnlineUserIds(store.getState())).toEqual(['u1']);
    store.dispatch(chatReset());
    expect(selectSocketConnected(store.getState())).toBe(false);
  });

  it('an answer by id sets those asked and keeps the partners already listed', () => {
    const store = makeStore();
    const online = (userId: string) => ({ userId, status: 'online' as const, lastSeen: null });
    store.dispatch(onlineUsersReceived([online('partner'), online('new')]));
    store.dispatch(presenceChecked({ userIds: ['new', 'other'], users: [online('other')] }));
    expect(selectOnlineUserIds(store.getState())).toEqual(['partner', 'other']);
  });
});
