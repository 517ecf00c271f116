import { ZMessageResponse, type TMessage, type TSessionInfo } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, jsonBodiesOf, respond } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { mine, openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { PARTNER_ID, makeMessage } from '../../testing/fixtures';
import { SessionMessageContent, type SessionHandlers } from './session-message';

afterEach(restoreChatTestGlobals);

const MINUTE_MS = 60_000;

function sessionMessage(
  inMinutes: number,
  session: Partial<TSessionInfo> = {},
  overrides: Partial<TMessage> = {},
): TMessage {
  return makeMessage({
    kind: 'session',
    message: '',
    session: {
      startsAt: new Date(Date.now() + inMinutes * MINUTE_MS).toISOString(),
      durationMinutes: 30,
      languages: ['en', 'ko'],
      status: 'proposed',
      ...session,
    },
    ...overrides,
  });
}

function handlers(partner: SessionHandlers['partner'] = { name: 'Carlos Ruiz' }) {
  return {
    partner,
    onAction: vi.fn(async () => true),
    onStartCall: vi.fn(),
    onAddToCalendar: vi.fn(async () => {}),
  } satisfies SessionHandlers;
}

describe('a session card', () => {
  it('offers Accept and Decline to the receiver of a proposal, not to the proposer', async () => {
    const proposal = sessionMessage(120);
    const actions = handlers();
    const view = renderWithProviders(
      <SessionMessageContent message={proposal} own={false} handlers={actions} />,
    );
    expect(screen.getByText('Carlos Ruiz proposed a language exchange')).toBeInTheDocument();
    expect(screen.getByText('English ↔ Korean · 30 min')).toBeInTheDocument();
    expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(actions.onAction).toHaveBeenCalledWith(proposal, 'accept');
    expect(screen.queryByRole('button', { name: 'Start call' })).not.toBeInTheDocument();

    view.unmount();
    renderWithProviders(
      <SessionMessageContent
        message={{ ...proposal, sender: mine, receiver: PARTNER_ID }}
        own
        handlers={handlers()}
      />,
    );
    expect(screen.getByText('You proposed a language exchange')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeInTheDocument();
  });

  it('opens "Start call" from 10 minutes before an accepted session until its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const actions = handlers();
    const accepted = sessionMessage(11, { status: 'accepted', durationMinutes: 15 });
    renderWithProviders(<SessionMessageContent message={accepted} own handlers={actions} />);
    const start = screen.getByRole('button', { name: 'Start call' });
    expect(start).toBeDisabled();
    expect(
      screen.getByText('You can start the call 10 minutes before the session.'),
    ).toBeInTheDocument();

    // The card opens the call by itself when the moment comes.
    await act(() => vi.advanceTimersByTimeAsync(MINUTE_MS + 1000));
    expect(start).toBeEnabled();
    await userEvent.click(start);
    expect(actions.onStartCall).toHaveBeenCalledWith(accepted);

    // Over: no actions, the status says so (the card wakes at the start, then at the end).
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE_MS));
    expect(screen.getByRole('button', { name: 'Start call' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(16 * MINUTE_MS));
    expect(screen.queryByRole('button', { name: 'Start call' })).not.toBeInTheDocument();
    expect(screen.getByText('Over')).toBeInTheDocument();
  });

  it("shows the time in my zone and in the partner's when their profile has one", () => {
    const at = '2026-12-04T10:00:00.000Z';
    const message = sessionMessage(0, { startsAt: at, status: 'accepted' });
    const { unmount } = renderWithProviders(
      <SessionMessageContent
        message={message}
        own={false}
        // A public member's `timeZone` (another piece of work adds it to the contract).
        handlers={handlers({ name: 'Carlos Ruiz', ...{ timeZone: 'Asia/Seoul' } })}
      />,
    );
    const seoul = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Seoul',
    }).format(new Date(at));
    expect(screen.getByTestId('session-my-time')).toHaveTextContent(/^Your time: /);
    expect(screen.getByTestId('session-partner-time')).toHaveTextContent(
      `Carlos Ruiz's time: ${seoul} (Asia/Seoul)`,
    );
    unmount();
    // Without a zone on the profile: my time only.
    renderWithProviders(
      <SessionMessageContent message={message} own={false} handlers={handlers()} />,
    );
    expect(screen.queryByTestId('session-partner-time')).not.toBeInTheDocument();
  });

  it('asks before cancelling, and a declined or cancelled session offers nothing', async () => {
    const actions = handlers();
    const accepted = sessionMessage(60, { status: 'accepted' });
    const { unmount } = renderWithProviders(
      <SessionMessageContent message={accepted} own={false} handlers={actions} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(actions.onAction).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(actions.onAction).toHaveBeenCalledWith(accepted, 'cancel');
    unmount();
    for (const status of ['declined', 'cancelled'] as const) {
      const view = renderWithProviders(
        <SessionMessageContent
          message={sessionMessage(60, { status })}
          own={false}
          handlers={handlers()}
        />,
      );
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.getByText(status === 'declined' ? 'Declined' : 'Cancelled')).toBeVisible();
      view.unmount();
    }
  });
});

describe('sessions in the conversation', () => {
  it('accepts over the API, and the partner’s answer arrives live', async () => {
    const proposal = sessionMessage(90);
    const mineProposal = sessionMessage(
      180,
      {},
      { sender: mine, receiver: PARTNER_ID, _id: '00000000-0000-4000-8000-00000000abcd' },
    );
    const accepted = {
      ...proposal,
      session: { ...proposal.session!, status: 'accepted' as const },
    };
    const path = `/api/v1/messages/message/${proposal._id}/session`;
    const { socket } = await openConversation({
      messages: [proposal, mineProposal],
      handlers: [
        http.put(path, () => respond(ZMessageResponse, { success: true, data: accepted })),
      ],
    });
    const [theirCard, myCard] = screen.getAllByTestId('session-card');
    await userEvent.click(within(theirCard!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(theirCard).toHaveAttribute('data-status', 'accepted'));
    expect(await jsonBodiesOf('PUT', path)).toEqual([{ action: 'accept' }]);

    // Carlos declines my proposal in his browser: my card says so at once.
    act(() =>
      socket.serverSends('messageUpdated', {
        message: { ...mineProposal, session: { ...mineProposal.session!, status: 'declined' } },
      }),
    );
    await waitFor(() => expect(myCard).toHaveAttribute('data-status', 'declined'));
    expect(within(myCard!).getByText('Declined')).toBeInTheDocument();
  });
});
