import { ZUnsubscribeResponse } from '@chingu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, jsonBodiesOf, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { UnsubscribeScreen } from './unsubscribe-screen';

const UNSUBSCRIBE = '/api/v1/digest/unsubscribe';
const TOKEN = '3f2c1d9e-0000-4000-8000-000000000001.c2lnbmF0dXJl';

describe('UnsubscribeScreen', () => {
  it('asks first, and unsubscribes with the link token only when the button is pressed', async () => {
    server.use(
      http.post(UNSUBSCRIBE, () =>
        respond(ZUnsubscribeResponse, { success: true, data: { emailDigest: false } }),
      ),
    );
    renderWithProviders(<UnsubscribeScreen />, { route: `/unsubscribe?token=${TOKEN}` });

    expect(
      screen.getByRole('heading', { name: 'Unsubscribe from e-mail digests?' }),
    ).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', UNSUBSCRIBE)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', UNSUBSCRIBE)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says so when the link is not valid', async () => {
    server.use(
      http.post(UNSUBSCRIBE, () =>
        apiError(400, 'This unsubscribe link is not valid', 'invalidUnsubscribeLink'),
      ),
    );
    renderWithProviders(<UnsubscribeScreen />, {
      route: '/unsubscribe?token=tampered',
      language: 'ko',
    });

    await userEvent.click(screen.getByRole('button', { name: '수신 거부' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('유효하지 않은 수신 거부 링크예요');
    expect(
      screen.getByRole('heading', { name: '이메일 요약 수신을 거부할까요?' }),
    ).toBeInTheDocument();
  });

  it('cannot send anything without a token', () => {
    renderWithProviders(<UnsubscribeScreen />, { route: '/unsubscribe' });
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
    expect(
      screen.getByText('This link is incomplete. Open the link from the e-mail again.'),
    ).toBeInTheDocument();
  });
});
