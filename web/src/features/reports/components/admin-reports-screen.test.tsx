import { ZReportGroupsResponse, ZResolveReportResponse } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeGroup, moderatorStore, REPORT_ID } from '../testing/fixtures';
import { AdminReportsScreen } from './admin-reports-screen';

const QUEUE = '/api/v1/admin/reports';
const queue = (groups = [makeGroup()]) =>
  respond(ZReportGroupsResponse, { success: true, count: groups.length, data: groups });
const queueIs = (groups = [makeGroup()]) => server.use(http.get(QUEUE, () => queue(groups)));

describe('AdminReportsScreen', () => {
  it('is for moderators only: a member sees a notice and nothing is fetched', async () => {
    queueIs();
    renderWithProviders(<AdminReportsScreen />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
  });

  it('shows skeletons, then each reported target with its content, reasons and details', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(http.get(QUEUE, () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    expect(await screen.findAllByTestId('report-skeleton')).toHaveLength(3);
    answer(queue());

    const card = await screen.findByTestId('report-group');
    expect(within(card).getByText('Moment')).toBeInTheDocument();
    expect(within(card).getByText('2 reports')).toBeInTheDocument();
    expect(within(card).getByText('Cheap visas')).toBeInTheDocument();
    expect(within(card).getByText('Message me for cheap visas')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Spammy Sam' })).toBeInTheDocument();
    expect(within(card).getByText('Posts this every day')).toBeInTheDocument();
    expect(within(card).getByText('No details given')).toBeInTheDocument();
    expect(within(card).getByText('Spam · 1')).toBeInTheDocument();
    expect(within(card).getByText('Harassment · 1')).toBeInTheDocument();
    expect(screen.queryAllByTestId('report-skeleton')).toHaveLength(0);
  });

  it("shows a reported chat message's photos and voice clip through moderators' links", async () => {
    const photo = '/api/v1/messages/attachments/a1?expires=1&signature=s&scope=moderation';
    const clip = '/api/v1/messages/attachments/a2?expires=1&signature=t&scope=moderation';
    const group = makeGroup({ targetType: 'message' });
    queueIs([
      {
        ...group,
        content: {
          ...group.content!,
          title: null,
          imageUrls: [],
          momentId: null,
          attachments: [
            { _id: 'a1', url: photo, mime: 'image/webp', width: 800, height: 600 },
            { _id: 'a2', url: clip, mime: 'audio/webm', durationMs: 4000 },
          ],
        },
      },
    ]);
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    const card = await screen.findByTestId('report-group');
    expect(within(card).getByRole('img', { name: 'Photo 1 sent by Spammy Sam' })).toHaveAttribute(
      'src',
      photo,
    );
    expect(within(card).getByLabelText('Voice message sent by Spammy Sam')).toHaveAttribute(
      'src',
      clip,
    );
  });

  it('hides content after a confirmation, then shows the refreshed queue', async () => {
    const user = userEvent.setup();
    let resolved = false;
    server.use(
      http.put(`${QUEUE}/:id`, () => {
        resolved = true;
        return respond(ZResolveReportResponse, {
          success: true,
          data: {
            actionId: 'a1',
            action: 'hide',
            reason: 'spam',
            resolvedBy: 'm',
            resolvedAt: '',
            resolvedCount: 2,
          },
        });
      }),
      http.get(QUEUE, () => queue(resolved ? [] : [makeGroup()])),
    );
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    await user.click(await screen.findByRole('button', { name: 'Hide content' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide this content?' });
    expect(apiRequests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hide content' }));

    expect(await screen.findByText('Content hidden.')).toBeInTheDocument();
    const put = apiRequests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe(`/api/v1/admin/reports/${REPORT_ID}`);
    expect(await put.json()).toEqual({ action: 'hide', reason: 'spam' });
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
  });

  it('warns with the rule the moderator picks and a note for the audit log (PRODUCT §9.1)', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${QUEUE}/:id`, () =>
        respond(ZResolveReportResponse, {
          success: true,
          data: {
            actionId: 'a2',
            action: 'warn',
            reason: 'scam',
            resolvedBy: 'm',
            resolvedAt: '',
            resolvedCount: 2,
          },
        }),
      ),
      http.get(QUEUE, () => queue([makeGroup()])),
    );
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    await user.click(await screen.findByRole('button', { name: 'Warn member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn Spammy Sam?' });
    const rule = within(dialog).getByRole('combobox', { name: 'Rule broken' });
    expect(rule).toHaveValue('Spam');
    await user.click(rule);
    await user.click(await screen.findByRole('option', { name: 'Scam' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), ' Asked for money ');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await screen.findByText('Warning sent.')).toBeInTheDocument();
    const put = apiRequests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ action: 'warn', reason: 'scam', note: 'Asked for money' });
  });

  it('changes nothing when the moderator cancels', async () => {
    const user = userEvent.setup();
    queueIs();
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    await user.click(await screen.findByRole('button', { name: 'Suspend member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Spammy Sam?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiRequests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('offers only Dismiss and Suspend for a reported member', async () => {
    queueIs([
      makeGroup({
        targetType: 'user',
        content: { ...makeGroup().content!, title: null, momentId: null },
      }),
    ]);
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    const card = await screen.findByTestId('report-group');
    expect(within(card).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Suspend member' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hide content' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    queueIs([]);
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the queue', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(http.get(QUEUE, () => (fail ? apiError(500, 'Boom', 'serverError') : queue())));
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore() });
    // Toasts of earlier tests are alerts too: find this one by its title.
    const title = await screen.findByText('Reports could not be loaded');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-group')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    queueIs();
    renderWithProviders(<AdminReportsScreen />, { store: moderatorStore(), language: 'ko' });
    expect(await screen.findByRole('heading', { name: '신고 관리' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '콘텐츠 숨기기' })).toBeInTheDocument();
    expect(screen.getByText('신고 2건')).toBeInTheDocument();
  });
});
