import { ZSuccess } from '@chingu/contract';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequests, http, requestsTo, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { pickOption } from '@/testing/select';
import { profileErrors, initialRegisterValues } from './register-form';
import { RegisterScreen } from './register-screen';

// PRODUCT §9.1: registration refuses a birth date under 13 (the contract's rule, as the server's).
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const SEND_CODE = '/api/v1/auth/registerCodeEmail';

/** DD/MM/YYYY of the day `years` ago (UTC), moved by `days`. */
function typedDate(years: number, days = 0) {
  const now = new Date();
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
  );
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

async function toProfileStep(user: UserEvent) {
  renderWithProviders(<RegisterScreen />, { route: '/register', path: '/register' });
  await user.type(screen.getByLabelText(/^Name/), 'Ana');
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'password123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'password123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/^Bio/);
}

async function fillProfile(user: UserEvent, birth: string) {
  await pickOption(user, /^Gender/, 'Female');
  await user.type(screen.getByRole('textbox', { name: /^Birth date/ }), birth);
  await user.tab();
  await pickOption(user, /^Native language/, '🇪🇸 Spanish', 'Span');
  await pickOption(user, /^Language to learn/, '🇰🇷 Korean', 'Kor');
}

describe('registration age rule', () => {
  it('explains the rule by the birth date and refuses a 12-year-old before any request', async () => {
    const user = userEvent.setup({ delay: null });
    await toProfileStep(user);
    expect(
      screen.getByText(
        'You must be 13 or older. Members under 18 only meet other members under 18.',
      ),
    ).toBeInTheDocument();
    await fillProfile(user, typedDate(12));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must be 13 or older to join Chingu')).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
  });

  it('lets someone continue on their 13th birthday', async () => {
    server.use(http.post(SEND_CODE, () => respond(ZSuccess, { success: true })));
    const user = userEvent.setup({ delay: null });
    await toProfileStep(user);
    await fillProfile(user, typedDate(13));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
    expect(requestsTo('POST', SEND_CODE)).toHaveLength(1);
  });

  it('the form rule is the contract’s: the day before the 13th birthday is tooYoung', () => {
    const [year, month, day] = typedDate(13, 1).split('/').reverse();
    const base = {
      ...initialRegisterValues,
      gender: 'Female',
      native_language: 'Spanish',
      language_to_learn: 'Korean',
    };
    const before = {
      ...base,
      birth_year: year!,
      birth_month: String(Number(month)),
      birth_day: String(Number(day)),
    };
    expect(profileErrors(before).birth_year).toBe('tooYoung');
    const [y13, m13, d13] = typedDate(13).split('/').reverse();
    const on = {
      ...base,
      birth_year: y13!,
      birth_month: String(Number(m13)),
      birth_day: String(Number(d13)),
    };
    expect(profileErrors(on).birth_year).toBeUndefined();
  });
});
