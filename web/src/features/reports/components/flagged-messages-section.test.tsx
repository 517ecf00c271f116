import { ZFlaggedMessagesResponse, type TFlaggedSender } from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRequests, http, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ANA_ID, AUTHOR_ID, moderatorStore } from '../testing/fixtures';
import { AdminScreen } from './admin-screen';

const FLAGGED = '/api/v1/admin/flagged-messages';

const sender: TFlaggedSender = {
  sender: { _id: AUTHOR_ID, name: 'Spammy Sam', imageUrls: [] },
  senderSuspended: false,
  count: 3,
  receiversCount: 2,
  lastFlaggedAt: new Date().toISOString(),
  messages: [
    {
      _id: '99999999-9999-4999-8999-999999999999',
      receiver: { _id: ANA_ID, name: 'Ana Lima', imageUrls: [] },
      text: 'send 500 USDT to t.me/sam',
      flags: ['contact', 'link', 'money'],
      hidden: false,
      createdAt: new Date().toISOString(),
    },
  ],
};

describe('Flagged messages tab (PRODUCT §9.1)', () => {
  it('is fetched only when opened, and lists each sender with their flagged messages', async () => {
    server.use(
      http.get('/api/v1/admin/reports', () => Response.json({ success: true, count: 0, data: [] })),
      http.get(FLAGGED, () =>
        respond(ZFlaggedMessagesResponse, { success: true, count: 1, data: [sender] }),
      ),
    );
    renderWithProviders(<AdminScreen />, { store: moderatorStore() });
    await screen.findByRole('heading', { name: 'All caught up' });
    expect(apiRequests.some((r) => new URL(r.url).pathname === FLAGGED)).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Flagged messages' }));
    const card = await screen.findByTestId('flagged-sender');
    expect(within(card).getByRole('link', { name: 'Spammy Sam' })).toBeInTheDocument();
    expect(within(card).getByText('3 flagged messages to 2 member(s)')).toBeInTheDocument();
    expect(within(card).getByText('send 500 USDT to t.me/sam')).toBeInTheDocument();
    for (const label of ['Contact details', 'Link', 'Money']) {
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    expect(within(card).getByText(/To Ana Lima/)).toBeInTheDocument();
  });

  it('says so when nothing is flagged', async () => {
    server.use(
      http.get('/api/v1/admin/reports', () => Response.json({ success: true, count: 0, data: [] })),
      http.get(FLAGGED, () =>
        respond(ZFlaggedMessagesResponse, { success: true, count: 0, data: [] }),
      ),
    );
    renderWithProviders(<AdminScreen />, { store: moderatorStore() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Flagged messages' }));
    expect(await screen.findByRole('heading', { name: 'Nothing flagged' })).toBeInTheDocument();
  });
});
