import { ZSuccess } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  apiRequests,
  http,
  jsonBodiesOf,
  requestsTo,
  respond,
  server,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordScreen } from './forgot-password-screen';

const SEND_CODE = '/api/v1/auth/sendCodeEmail';
const CHECK_CODE = '/api/v1/auth/checkEmailCode';
const RESET = '/api/v1/auth/resetpassword';
const ok = () => respond(ZSuccess, { success: true });

function renderScreen() {
  return renderWithProviders(<ForgotPasswordScreen />, {
    route: '/forgot-password',
    path: '/forgot-password',
  });
}

async function typeCode(user: UserEvent, code: string) {
  const [first] = screen.getAllByLabelText('Verification code', { selector: 'input' });
  await user.click(first!);
  await user.keyboard(code);
}

describe('ForgotPasswordScreen', { timeout: 60_000 }, () => {
  it('walks email → code → new password and sends {email, code, newPassword}', async () => {
    server.use(http.post(SEND_CODE, ok), http.post(CHECK_CODE, ok), http.post(RESET, ok));
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen();

    await user.type(screen.getByLabelText(/^Email/), 'Ana@Example.com{Enter}');
    expect(
      await screen.findByText('If an account exists for this address, we sent a code to it.'),
    ).toBeInTheDocument();
    expect((await jsonBodiesOf('POST', SEND_CODE))[0]).toEqual({
      email: 'ana@example.com',
    });

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Verification code successfully verified!')).toBeInTheDocument();
    expect((await jsonBodiesOf('POST', CHECK_CODE))[0]).toEqual({
      email: 'ana@example.com',
      code: '123456',
    });

    await user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await jsonBodiesOf('POST', RESET))[0]).toEqual({
      email: 'ana@example.com',
      code: '123456',
      newPassword: 'brand-new-pass',
    });
    expect(
      await screen.findByText('Your password has been reset. You can now sign in.'),
    ).toBeInTheDocument();
  });

  it('stays on a step when the server refuses and shows its message', async () => {
    server.use(
      http.post(
        SEND_CODE,
        () => apiError(429, 'Please wait a minute before requesting another code', 'codeCooldown'),
        { once: true },
      ),
      http.post(SEND_CODE, ok),
      http.post(CHECK_CODE, () =>
        apiError(400, 'This code has expired. Please request a new one', 'codeExpired'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();

    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please wait a minute before requesting another code'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();

    // A click on the button while it still shows its loader would be lost.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Verify code' });

    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(
      await screen.findByText('This code has expired. Please request a new one'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    // Previous goes back to the e-mail step, keeping the address (once the check has settled:
    // Previous is disabled while it runs, and a click on it then would be lost).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ana@example.com');
  });

  it('refuses mismatched passwords with a toast and does not call the API', async () => {
    server.use(http.post(SEND_CODE, ok), http.post(CHECK_CODE, ok), http.post(RESET, ok));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com{Enter}');
    await typeCode(user, '123456');
    await user.click(await screen.findByRole('button', { name: 'Verify code' }));
    await screen.findByLabelText(/^New password/);

    await user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-pasz');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    // A toast (SPEC §5) as well as the field error.
    await waitFor(() => {
      const toasts = [...document.querySelectorAll('.mantine-Notifications-root')];
      expect(toasts.map((n) => n.textContent).join(' ')).toContain('Passwords do not match');
    });
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(2);
    expect(requestsTo('POST', RESET)).toHaveLength(0);
  });

  it('requires a valid e-mail and a full code before calling the API', async () => {
    server.use(http.post(SEND_CODE, ok));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com{Enter}');
    await typeCode(user, '123');
    await user.click(await screen.findByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(requestsTo('POST', CHECK_CODE)).toHaveLength(0);
  });
});
