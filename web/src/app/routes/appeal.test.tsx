import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import AppealRoute from './appeal';

const ACTION_ID = '12121212-1212-4212-8212-121212121212';

describe('the appeal page (PRODUCT §9.1)', () => {
  it('says what was done, under which rule, to which content, with the appeal form', async () => {
    renderWithProviders(<AppealRoute />, {
      store: signedInStore(),
      route: `/appeal/${ACTION_ID}?action=hide&reason=scam&preview=Buy+crypto+now`,
      path: '/appeal/:actionId',
    });
    expect(await screen.findByText('Content hidden')).toBeInTheDocument();
    expect(screen.getByText('Rule: scams')).toBeInTheDocument();
    expect(screen.getByText('Content: “Buy crypto now”')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Why is this decision wrong/ })).toBeInTheDocument();
  });

  it('a decision on an appeal shows the decision and no form; unknown values are ignored', async () => {
    renderWithProviders(<AppealRoute />, {
      store: signedInStore(),
      route: `/appeal/${ACTION_ID}?action=appealReversed&reason=<b>x</b>`,
      path: '/appeal/:actionId',
      language: 'ko',
    });
    expect(
      await screen.findByText(
        '이의 신청을 검토했고 결정이 철회되었어요. 숨겨졌던 것은 다시 보여요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/규칙/)).not.toBeInTheDocument();
  });
});
