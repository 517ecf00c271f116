import type { TMessage } from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { ME_ID, PARTNER_ID, makeConversation, makeMessage } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const me = { _id: ME_ID, name: 'Minji Kim', imageUrls: [] };
const callMessage = (call: NonNullable<TMessage['call']>, own = false) =>
  makeMessage({
    kind: 'call',
    message: '',
    call,
    ...(own ? { sender: me, receiver: PARTNER_ID } : {}),
  });

describe('Calls in the chat', () => {
  it('starts a voice or video call with the partner from the header', async () => {
    const { store } = await openConversation();
    await userEvent.click(screen.getByRole('button', { name: 'Video call' }));
    expect(store.getState().callRequests.pending).toMatchObject({
      partner: { _id: PARTNER_ID, name: 'Carlos Ruiz' },
      media: 'video',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Voice call' }));
    expect(store.getState().callRequests.pending).toMatchObject({ media: 'audio' });
  });

  it('cannot call a blocked member', async () => {
    const { store } = await openConversation({
      conversations: [makeConversation({ blocked: true })],
    });
    expect(screen.getByRole('button', { name: 'Voice call' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Video call' })).toBeDisabled();
    expect(store.getState().callRequests.pending).toBeNull();
  });

  it('shows each kind of call record, with Call back', async () => {
    const { store } = await openConversation({
      messages: [
        callMessage({ media: 'audio', status: 'missed', durationSeconds: 0 }),
        callMessage({ media: 'video', status: 'completed', durationSeconds: 192 }, true),
        callMessage({ media: 'video', status: 'declined', durationSeconds: 0 }),
        callMessage({ media: 'audio', status: 'cancelled', durationSeconds: 0 }, true),
        callMessage({ media: 'video', status: 'missed', durationSeconds: 0 }, true),
      ],
    });
    const records = screen.getAllByTestId('call-message');
    expect(records.map((r) => r.textContent)).toEqual([
      'Missed voice callCall back',
      'Video call · 3:12Call back',
      'Declined video callCall back',
      'Cancelled voice callCall back',
      'Video call · No answerCall back',
    ]);
    await userEvent.click(within(records[1]!).getByRole('button', { name: 'Call back' }));
    expect(store.getState().callRequests.pending).toMatchObject({
      partner: { _id: PARTNER_ID },
      media: 'video',
    });
    await userEvent.click(within(records[0]!).getByRole('button', { name: 'Call back' }));
    expect(store.getState().callRequests.pending).toMatchObject({ media: 'audio' });
  });

  it('previews a call as a call in the conversation list', async () => {
    await openConversation({
      conversations: [makeConversation({ lastMessage: '', lastMessageKind: 'call' })],
    });
    const row = screen.getByTestId('conversation-row');
    expect(within(row).getByText('📞 Call')).toBeInTheDocument();
  });
});
