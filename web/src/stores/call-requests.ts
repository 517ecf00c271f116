import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallMedia, TCallPeer } from '@chingu/contract';

/** A screen's wish to call a member, waiting for the calls feature's host to take it. */
export type CallRequest = { id: number; partner: TCallPeer; media: CallMedia };
export type CallRequestsState = { pending: CallRequest | null };

const initialState: CallRequestsState = { pending: null };

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
  },
});

export const { callRequested, callRequestTaken } = callRequestsSlice.actions;

export const selectPendingCallRequest = (state: { callRequests: CallRequestsState }) =>
  state.callRequests.pending;
