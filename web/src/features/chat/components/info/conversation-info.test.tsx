import type { TSharedMedia } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportContext } from '@/components/report/report-context';
import { jsonBodiesOf, requestsTo, urlsOf } from '@/testing/api';
import { openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { makeConversation, ME_ID, PARTNER_ID } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

function media(n: number, overrides: Partial<TSharedMedia> = {}): TSharedMedia {
  const id = `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    url: `/signed/${n}`,
    mime: 'image/webp',
    messageId: id,
    senderId: PARTNER_ID,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, 60 - (n % 60))).toISOString(),
    ...overrides,
  };
}

async function openInfo(shared: TSharedMedia[]) {
  const conversations = [makeConversation()];
  const report = vi.fn();
  await openConversation(
    { conversations, media: shared },
    { wrap: (ui) => <ReportContext.Provider value={report}>{ui}</ReportContext.Provider> },
  );
  // The row is loaded (the list shows it) before the panel is opened.
  await screen.findAllByTestId('conversation-row');
  await userEvent.click(screen.getByRole('button', { name: 'Conversation info' }));
  const drawer = await screen.findByRole('dialog', { name: 'Conversation info' });
  return { drawer, report, conversations };
}

const conversationPath = `/api/v1/messages/conversations/${PARTNER_ID}`;
const puts = (path: string) => requestsTo('PUT', path);

describe('Conversation info panel', () => {
  it('shows the partner card, shared photos (paged) and voice clips', async () => {
    const photos = Array.from({ length: 30 }, (_, i) => media(i + 1));
    const voice = media(99, {
      mime: 'audio/webm',
      durationMs: 4000,
      waveform: [0.2, 1],
      senderId: ME_ID,
    });
    const { drawer } = await openInfo([...photos, voice]);

    expect(within(drawer).getByRole('heading', { name: 'Carlos Ruiz' })).toBeInTheDocument();
    expect(within(drawer).getByText(/Speaks Spanish/)).toBeInTheDocument();
    expect(within(drawer).getByText(/Learning Korean/)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/community/${PARTNER_ID}`,
    );

    await waitFor(() => expect(within(drawer).getAllByTestId('shared-photo')).toHaveLength(24));
    expect(urlsOf(`${conversationPath}/media`)[0]!.searchParams.get('page')).toBe('1');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(drawer).getAllByTestId('shared-photo')).toHaveLength(30));
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).toBeNull();

    const clips = within(drawer).getAllByTestId('shared-voice');
    expect(clips).toHaveLength(1);
    expect(within(clips[0]!).getByText(/^You,/)).toBeInTheDocument();
    expect(within(clips[0]!).getByTestId('voice-time')).toHaveTextContent('0:04');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Open photo 2 of 30' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 30' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/signed/2');
  });

  it('says when nothing was shared', async () => {
    const { drawer } = await openInfo([]);
    expect(await within(drawer).findByText('No photos shared yet')).toBeInTheDocument();
    expect(within(drawer).getByText('No voice messages yet')).toBeInTheDocument();
  });

  it('mutes, pins and archives through their endpoints', async () => {
    const { drawer } = await openInfo([]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Mute notifications' }));
    await waitFor(() => expect(puts(`${conversationPath}/mute`)).toHaveLength(1));
    expect(await jsonBodiesOf('PUT', `${conversationPath}/mute`)).toEqual([{ muted: true }]);
    expect(
      await within(drawer).findByRole('button', { name: 'Unmute notifications' }),
    ).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Pin conversation' }));
    await waitFor(() => expect(puts(`${conversationPath}/pin`)).toHaveLength(1));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Archive conversation' }));
    await waitFor(() => expect(puts(`${conversationPath}/archive`)).toHaveLength(1));
    expect(await screen.findByText('Conversation with Carlos Ruiz archived')).toBeInTheDocument();
  });

  it('blocks through the block dialog and reports through the report flow', async () => {
    const { drawer, report } = await openInfo([]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Report Carlos Ruiz' }));
    expect(report).toHaveBeenCalledWith({
      targetType: 'user',
      targetId: PARTNER_ID,
      name: 'Carlos Ruiz',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Conversation info' }));
    const again = await screen.findByRole('dialog', { name: 'Conversation info' });
    await userEvent.click(within(again).getByRole('button', { name: 'Block user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Carlos Ruiz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(puts(`/api/v1/auth/users/${ME_ID}/block/${PARTNER_ID}`)).toHaveLength(1),
    );
  });
});
