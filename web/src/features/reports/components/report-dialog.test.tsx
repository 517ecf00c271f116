import { ZReportResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeReport, MOMENT_ID } from '../testing/fixtures';
import { ReportDialog } from './report-dialog';

const REPORTS = '/api/v1/reports';
const reportAccepted = () =>
  server.use(
    http.post(REPORTS, () => respond(ZReportResponse, { success: true, data: makeReport() }, 201)),
  );

const target = { targetType: 'moment', targetId: MOMENT_ID, name: 'Sam' } as const;

function renderDialog(language: 'en' | 'ko' = 'en') {
  const onClose = vi.fn();
  renderWithProviders(<ReportDialog target={target} onClose={onClose} />, {
    store: signedInStore(),
    language,
  });
  return { onClose };
}

describe('ReportDialog', () => {
  it('asks for a reason before sending anything', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Report this moment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the reason and trimmed details, thanks the member and closes', async () => {
    const user = userEvent.setup();
    reportAccepted();
    const { onClose } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Harassment/ }));
    const details = screen.getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('maxlength', String(LIMITS.reportDetailsMax));
    await user.type(details, '  Keeps sending me messages  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText('Thanks — our moderators will review this.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(apiRequests).toHaveLength(1);
    expect(new URL(apiRequests[0]!.url).pathname).toBe('/api/v1/reports');
    expect(await apiRequests[0]!.json()).toEqual({
      targetType: 'moment',
      targetId: MOMENT_ID,
      reason: 'harassment',
      details: 'Keeps sending me messages',
    });
  });

  it('shows the server’s reason when the report is refused, and stays open', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(REPORTS, () => apiError(400, 'You cannot report yourself', 'cannotReportSelf')),
    );
    const { onClose } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Spam/ }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot report yourself or your own content',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('explains a 404: the content is gone', async () => {
    const user = userEvent.setup();
    server.use(http.post(REPORTS, () => apiError(404, 'Not found', 'notFound')));
    renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Fake profile/ }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is no longer available');
  });

  it('speaks Korean', async () => {
    const user = userEvent.setup();
    reportAccepted();
    renderDialog('ko');
    expect(await screen.findByRole('dialog', { name: '이 모먼트 신고하기' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /스팸/ }));
    await user.click(screen.getByRole('button', { name: '신고 보내기' }));
    await waitFor(() =>
      expect(screen.getByText('신고해 주셔서 감사해요. 운영진이 검토할게요.')).toBeInTheDocument(),
    );
  });

  it('romance always blocks: the checkbox is checked and fixed, and the report says block', async () => {
    const user = userEvent.setup();
    reportAccepted();
    renderDialog();
    const block = await screen.findByRole('checkbox', { name: 'Also block this member' });
    expect(block).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Unwanted romantic or sexual contact/ }));
    expect(block).toBeChecked();
    expect(block).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText(
        'Thanks — the member is blocked and our moderators will review this.',
      ),
    ).toBeInTheDocument();
    expect(await apiRequests[0]!.json()).toEqual({
      targetType: 'moment',
      targetId: MOMENT_ID,
      reason: 'romance',
      block: true,
    });
  });

  it('any reason may block when the member ticks the box; scam is offered in Korean too', async () => {
    const user = userEvent.setup();
    reportAccepted();
    renderDialog('ko');
    await user.click(await screen.findByRole('radio', { name: /사기/ }));
    await user.click(screen.getByRole('checkbox', { name: '이 회원도 차단하기' }));
    await user.click(screen.getByRole('button', { name: '신고 보내기' }));
    await waitFor(() => expect(apiRequests).toHaveLength(1));
    expect(await apiRequests[0]!.json()).toEqual({
      targetType: 'moment',
      targetId: MOMENT_ID,
      reason: 'scam',
      block: true,
    });
  });
});
