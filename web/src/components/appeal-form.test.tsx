import { ZAppealResponse } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AppealForm } from './appeal-form';

const ACTION_ID = '99999999-9999-4999-8999-999999999999';
const APPEALS = '/api/v1/appeals';
const accepted = () =>
  server.use(
    http.post(APPEALS, () =>
      respond(
        ZAppealResponse,
        {
          success: true,
          data: {
            _id: '11111111-1111-4111-8111-111111111111',
            actionId: ACTION_ID,
            text: 'x',
            status: 'pending',
            createdAt: new Date().toISOString(),
          },
        },
        201,
      ),
    ),
  );

describe('AppealForm', () => {
  it('asks for a reason before sending, then sends the trimmed text and confirms', async () => {
    const user = userEvent.setup();
    accepted();
    renderWithProviders(<AppealForm actionId={ACTION_ID} />, { store: signedInStore() });
    const box = await screen.findByRole('textbox', { name: /Why is this decision wrong/ });
    expect(box).toHaveAttribute('maxlength', String(LIMITS.appealTextMax));
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(
      await screen.findByText('Please say why you think this decision is wrong'),
    ).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);

    await user.type(box, ' It was a joke between friends 😅 ');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal sent')).toBeInTheDocument();
    expect(await apiRequests[0]!.json()).toEqual({
      actionId: ACTION_ID,
      text: 'It was a joke between friends 😅',
    });
  });

  it('sends the appealToken when it has one (no session), and shows a refused token', async () => {
    const user = userEvent.setup();
    server.use(http.post(APPEALS, () => apiError(401, 'invalid', 'invalidAppealToken')));
    renderWithProviders(<AppealForm actionId={ACTION_ID} appealToken="tok.123.sig" />);
    await user.type(await screen.findByRole('textbox', { name: /Why is this/ }), 'Please');
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This appeal link is not valid any more. Please sign in again.',
    );
    expect(await apiRequests[0]!.json()).toEqual({
      actionId: ACTION_ID,
      text: 'Please',
      appealToken: 'tok.123.sig',
    });
  });

  it('a second appeal of the same action says it was sent already; texts in Korean', async () => {
    const user = userEvent.setup();
    server.use(http.post(APPEALS, () => apiError(409, 'dup', 'appealExists')));
    renderWithProviders(<AppealForm actionId={ACTION_ID} />, {
      store: signedInStore(),
      language: 'ko',
    });
    await user.type(
      await screen.findByRole('textbox', { name: /이 결정이 왜 잘못되었나요/ }),
      '다시',
    );
    await user.click(screen.getByRole('button', { name: '이의 신청 보내기' }));
    expect(await screen.findByText('이의 신청을 보냈어요')).toBeInTheDocument();
  });
});
