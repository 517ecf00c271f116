import type { TRoom } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ME_ID, OTHER_ID, signedInStore } from '@/testing/api';
import { installFakeSessionSocket, type FakeSessionSocket } from '@/testing/fake-session-socket';
import { renderWithProviders } from '@/testing/render';
import { RoomScreen } from './room-screen';

const ROOM_ID = '33333333-3333-4333-8333-333333333333';
const host = { _id: OTHER_ID, name: 'Hana Host', imageUrls: [] };
const mine = { _id: ME_ID, name: 'Me', imageUrls: [] };

function makeRoom(overrides: Partial<TRoom> = {}): TRoom {
  return {
    _id: ROOM_ID,
    title: 'Korean small talk',
    language: 'ko',
    level: 'B1',
    topic: 'Weekend plans',
    host,
    speakers: [host],
    listeners: 1,
    maxSpeakers: 6,
    status: 'live',
    startsAt: null,
    createdAt: new Date().toISOString(),
    raisedHands: [],
    muted: [],
    mode: 'mesh',
    interestedCount: 0,
    ...overrides,
  };
}

let socket: FakeSessionSocket;
beforeEach(() => {
  socket = installFakeSessionSocket();
});

async function joinedAs(room: TRoom, role: 'host' | 'speaker' | 'listener') {
  renderWithProviders(<RoomScreen roomId={ROOM_ID} />, { store: signedInStore() });
  await waitFor(() => expect(socket.emitsOf('room:join')).toEqual([{ roomId: ROOM_ID }]));
  act(() =>
    socket.acknowledge('room:join', {
      status: 'success',
      room,
      role,
      media: { mode: 'mesh' },
      messages: [],
    }),
  );
  await screen.findByRole('heading', { name: room.title });
}

describe('RoomScreen', () => {
  it('joins, shows speakers and listeners, and raises a hand', async () => {
    await joinedAs(makeRoom(), 'listener');
    expect(screen.getAllByTestId('room-speaker')).toHaveLength(1);
    expect(screen.getByTestId('room-listeners')).toHaveTextContent('1 listener');
    await userEvent.click(screen.getByRole('button', { name: 'Raise hand' }));
    expect(socket.emitsOf('room:raise-hand')).toEqual([{ roomId: ROOM_ID }]);
    act(() => socket.acknowledge('room:raise-hand'));
    act(() => socket.serverSends('room:state', { room: makeRoom({ raisedHands: [mine] }) }));
    expect(await screen.findByRole('button', { name: 'Lower hand' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Not the host: no host controls.
    expect(screen.queryByRole('button', { name: 'Invite to speak' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End room' })).toBeNull();
  });

  it('the host invites a raised hand to speak', async () => {
    const ana = { _id: '44444444-4444-4444-8444-444444444444', name: 'Ana', imageUrls: [] };
    await joinedAs(makeRoom({ host: mine, speakers: [mine], raisedHands: [ana] }), 'host');
    const hands = screen.getByRole('region', { name: 'Raised hands' });
    await userEvent.click(within(hands).getByRole('button', { name: 'Invite to speak' }));
    expect(socket.emitsOf('room:invite')).toEqual([{ roomId: ROOM_ID, userId: ana._id }]);
    // A refusal is shown in the member's language.
    act(() =>
      socket.acknowledge('room:invite', {
        status: 'error',
        error: 'All speaker places are taken',
        code: 'speakersFull',
      }),
    );
    expect(await screen.findByText('All speaker places are taken')).toBeInTheDocument();
  });

  it('says why a join was refused', async () => {
    renderWithProviders(<RoomScreen roomId={ROOM_ID} />, { store: signedInStore() });
    await waitFor(() => expect(socket.emitsOf('room:join')).toHaveLength(1));
    act(() =>
      socket.acknowledge('room:join', {
        status: 'error',
        error: 'The host removed you from this room',
        code: 'removedFromRoom',
      }),
    );
    expect(await screen.findByText('The host removed you from this room')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Back to rooms' })).toBeInTheDocument();
  });

  it('side chat: sends, shows messages, and shows when the room ends', async () => {
    await joinedAs(makeRoom(), 'listener');
    await userEvent.type(screen.getByRole('textbox', { name: 'Say something…' }), 'Hello!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.emitsOf('room:message')).toEqual([{ roomId: ROOM_ID, text: 'Hello!' }]);
    act(() => socket.acknowledge('room:message'));
    act(() =>
      socket.serverSends('room:message', {
        roomId: ROOM_ID,
        from: host,
        text: '반가워요',
        createdAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('log')).toHaveTextContent('반가워요');
    act(() => socket.serverSends('room:ended', { roomId: ROOM_ID, reason: 'ended' }));
    expect(await screen.findByText('This room has ended.')).toHaveAttribute('role', 'status');
  });
});
