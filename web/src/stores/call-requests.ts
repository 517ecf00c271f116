import type { CallMedia, CallServerEvents, TCallPeer } from '@chingu/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A screen's wish to call a member, waiting for the calls feature's host to take it. `sessionId`:
 * the call of that session (a session card's "Start call", PRODUCT §9.2).
 */
export type CallRequest = { id: number; partner: TCallPeer; media: CallMedia; sessionId?: string };
/** A `call:incoming` that arrived before the calls feature had loaded. */
export type HeldIncomingCall = Parameters<CallServerEvents['call:incoming']>[0];
export type CallRequestsState = {
  pending: CallRequest | null;
  heldIncoming: HeldIncomingCall | null;
};

const initialState: CallRequestsState = { pending: null, heldIncoming: null };

let nextId = 1;

/**
 * The request channel of calls (PRODUCT §8.2): the chat header and the member page ask for a call
 * here and the calls feature's host (mounted in app/, loaded lazily) starts it, so no feature
 * imports another. A request made before the host loaded waits in the store until it has.
 */
export const callRequestsSlice = createSlice({
  name: 'callRequests',
  initialState,
  reducers: {
    callRequested: {
      reducer(state, action: PayloadAction<CallRequest>) {
        state.pending = action.payload;
      },
      prepare: (request: Omit<CallRequest, 'id'>) => ({ payload: { ...request, id: nextId++ } }),
    },
    /** The host took the request (started the call, or refused it). */
    callRequestTaken(state, action: PayloadAction<number>) {
      if (state.pending?.id === action.payload) state.pending = null;
    },
    /**
     * The app keeps an incoming call that rang while the calls feature was still loading (a member
     * who just opened the app), so it rings once the feature is there.
     */
    incomingCallHeld(state, action: PayloadAction<HeldIncomingCall>) {
      state.heldIncoming = action.payload;
    },
    /** The held call was cancelled or answered elsewhere, or the feature took it: forget it. */
    heldIncomingCallGone(state, action: PayloadAction<string>) {
      if (state.heldIncoming?.callId === action.payload) state.heldIncoming = null;
    },
  },
});

export const { callRequested, callRequestTaken, incomingCallHeld, heldIncomingCallGone } =
  callRequestsSlice.actions;

export const selectPendingCallRequest = (state: { callRequests: CallRequestsState }) =>
  state.callRequests.pending;

export const selectHeldIncomingCall = (state: { callRequests: CallRequestsState }) =>
  state.callRequests.heldIncoming;
