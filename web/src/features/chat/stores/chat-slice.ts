import type { TPresenceEntry } from '@chingu/contract';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/stores/store';

/**
 * Live chat state that is not server data: the socket's connection flag, who is online, who is
 * typing to us and which conversation is open. Messages and conversations live in RTK Query.
 */
export type ChatState = {
  connected: boolean;
  onlineUserIds: string[];
  /** The server has sent the online list since the socket (re)connected: until then nobody is known to be offline. */
  presenceKnown: boolean;
  /** Last seen times learned from `userOffline` (newer than the conversation rows). */
  lastSeen: Record<string, string | null>;
  typingUserIds: string[];
  activePartnerId: string | null;
};

const initialState: ChatState = {
  connected: false,
  onlineUserIds: [],
  presenceKnown: false,
  lastSeen: {},
  typingUserIds: [],
  activePartnerId: null,
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    socketConnected(state) {
      state.connected = true;
    },
    /** SPEC §4: on disconnect the online list and typing set are emptied. */
    socketDisconnected(state) {
      state.connected = false;
      state.onlineUserIds = [];
      state.presenceKnown = false;
      state.typingUserIds = [];
    },
    onlineUsersReceived(state, action: PayloadAction<TPresenceEntry[]>) {
      state.onlineUserIds = action.payload
        .filter((entry) => entry.status !== 'offline')
        .map((entry) => entry.userId);
      state.presenceKnown = true;
    },
    /**
     * The answer to `getOnlineUsers` with ids: those asked and not listed are offline. The rest of
     * the list stays (it covers the partners; these may be someone new).
     */
    presenceChecked(state, action: PayloadAction<{ userIds: string[]; users: TPresenceEntry[] }>) {
      const online = new Set(
        action.payload.users.filter((e) => e.status !== 'offline').map((e) => e.userId),
      );
      const asked = new Set(action.payload.userIds);
      state.onlineUserIds = [
        ...state.onlineUserIds.filter((id) => !asked.has(id)),
        ...action.payload.userIds.filter((id) => online.has(id)),
      ];
    },
    userCameOnline(state, action: PayloadAction<string>) {
      if (!state.onlineUserIds.includes(action.payload)) state.onlineUserIds.push(action.payload);
      delete state.lastSeen[action.payload];
    },
    userWentOffline(state, action: PayloadAction<{ userId: string; lastSeen: string | null }>) {
      state.onlineUserIds = state.onlineUserIds.filter((id) => id !== action.payload.userId);
      state.typingUserIds = state.typingUserIds.filter((id) => id !== action.payload.userId);
      state.lastSeen[action.payload.userId] = action.payload.lastSeen;
    },
    typingChanged(state, action: PayloadAction<{ userId: string; isTyping: boolean }>) {
      const { userId, isTyping } = action.payload;
      const others = state.typingUserIds.filter((id) => id !== userId);
      state.typingUserIds = isTyping ? [...others, userId] : others;
    },
    activePartnerChanged(state, action: PayloadAction<string | null>) {
      state.activePartnerId = action.payload;
    },
    chatReset() {
      return initialState;
    },
  },
  selectors: {
    selectSocketConnected: (state) => state.connected,
    selectOnlineUserIds: (state) => state.onlineUserIds,
    selectPresenceKnown: (state) => state.presenceKnown,
    selectTypingUserIds: (state) => state.typingUserIds,
    selectLastSeen: (state) => state.lastSeen,
    selectActivePartnerId: (state) => state.activePartnerId,
  },
});

export const {
  socketConnected,
  socketDisconnected,
  onlineUsersReceived,
  presenceChecked,
  userCameOnline,
  userWentOffline,
  typingChanged,
  activePartnerChanged,
  chatReset,
} = chatSlice.actions;

declare module '@/stores/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the chat slice
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

/** Injected when chat code first loads; until then the selectors read the initial state. */
const injectedChatSlice = chatSlice.injectInto(rootReducer);

export const {
  selectSocketConnected,
  selectOnlineUserIds,
  selectPresenceKnown,
  selectTypingUserIds,
  selectLastSeen,
  selectActivePartnerId,
} = injectedChatSlice.selectors;
