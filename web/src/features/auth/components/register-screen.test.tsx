import { ZAuthResponse, ZCheckEmailCodeResponse, ZSuccess } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  apiRequests,
  formsOf,
  http,
  jsonBodiesOf,
  requestsTo,
  respond,
  server,
} from '@/testing/api';
import { pngFile } from '@/testing/files';
import { renderWithProviders } from '@/testing/render';
import { pickOption } from '@/testing/select';
import { testUser } from '../testing/fixtures';
import { RegisterScreen } from './register-screen';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const SEND_CODE = '/api/v1/auth/registerCodeEmail';
const CHECK_CODE = '/api/v1/auth/checkEmailCode';
const REGISTER = '/api/v1/auth/register';
const ok = () => respond(ZSuccess, { success: true });
/** A registration code's answer: the token that binds `register` to this verification (§9.1). */
const verified = () =>
  respond(ZCheckEmailCodeResponse, { success: true, registrationToken: 'code-1.signature' });

function renderRegister(route = '/register?redirect=%2Fmoments') {
  return renderWithProviders(<RegisterScreen />, { route, path: '/register' });
}

async function fillAccount(user: UserEvent, password = 'password123', confirm = password) {
  await user.type(screen.getByLabelText(/^Name/), 'Ana');
  await user.type(screen.getByLabelText(/^Email/), 'Ana@Example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
}

/** Fills step 1 and continues to the profile step. */
async function fillAccountStep(user: UserEvent) {
  await fillAccount(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/^Bio/);
}

/** Fills steps 1 and 2 and continues: the registration code is asked for. */
async function fillBothSteps(user: UserEvent) {
  await fillAccountStep(user);
  await fillProfile(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillProfile(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Bio/), 'Hola!');
  await pickOption(user, /^Gender/, 'Female');
  // Birth date: typed in the format its placeholder shows.
  const birth = screen.getByRole('textbox', { name: /^Birth date/ });
  expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await user.type(birth, '17/05/2001');
  await user.tab();
  await pickOption(user, /^Native language/, '🇪🇸 Spanish', 'Span');
  await pickOption(user, /^Language to learn/, '🇰🇷 Korean', 'Kor');
  // The level field names the language chosen (PRODUCT §9.2).
  await pickOption(user, /^Level in Korean/, 'B1 · Intermediate');
  const photo = pngFile('me.png');
  await user.upload(screen.getByLabelText('Choose profile photos'), photo);
  expect(await screen.findByRole('button', { name: 'Remove me.png' })).toBeInTheDocument();
}

describe('RegisterScreen', { timeout: 60_000 }, () => {
  it('step 1 refuses short and mismatched passwords', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    await fillAccount(user, 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Bio/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'password124');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Bio/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/^Bio/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
  });

  it('step 2 requires gender, birth date and both languages, not a photo, and keeps input on Back', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillAccountStep(user);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select your gender')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birth date')).toBeInTheDocument();
    expect(screen.getByText('Please select your native language')).toBeInTheDocument();
    expect(screen.getByText('Please select the language you want to learn')).toBeInTheDocument();
    expect(screen.queryByText('Please upload at least one image')).not.toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('password123');
  });

  it('step 2 continues without a photo, which it encourages (a drawn avatar stands in)', async () => {
    server.use(http.post(SEND_CODE, ok));
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillAccountStep(user);
    expect(
      screen.getByText(/Optional, but a photo helps partners recognise you/),
    ).toBeInTheDocument();
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Remove me.png' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
    expect(requestsTo('POST', SEND_CODE)).toHaveLength(1);
    expect(screen.queryByText('Please upload at least one image')).not.toBeInTheDocument();
  });

  it('opens the empty birth date picker on an adult birth decade, not on today', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillAccountStep(user);
    await user.click(screen.getByRole('textbox', { name: /^Birth date/ }));
    const year = new Date().getFullYear() - 25;
    const decade = year - (year % 10);
    expect(await screen.findByText(`${decade} – ${decade + 9}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: String(year) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: String(new Date().getFullYear()) })).toBeNull();
  });

  it('shows the server message when the code cannot be sent (too many requests)', async () => {
    server.use(
      http.post(SEND_CODE, () =>
        apiError(429, 'Too many requests. Please try again later', 'tooManyRequests'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillBothSteps(user);
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
  });

  it('verifying the e-mail registers at once, sends every field with the photos and signs in', async () => {
    server.use(
      http.post(SEND_CODE, ok),
      http.post(CHECK_CODE, () => apiError(400, 'Invalid verification code', 'invalidCode'), {
        once: true,
      }),
      http.post(CHECK_CODE, verified),
      http.post(REGISTER, () =>
        respond(ZAuthResponse, { success: true, token: 't', user: testUser }, 201),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderRegister();
    await fillBothSteps(user);

    expect(await screen.findByText('Verification code sent successfully!')).toBeInTheDocument();
    expect((await jsonBodiesOf('POST', SEND_CODE))[0]).toEqual({
      email: 'ana@example.com',
    });
    expect(screen.getByTestId('verify-email')).toHaveTextContent('ana@example.com');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // Not verified yet: nothing to complete, verifying is the one way on.
    expect(screen.queryByRole('button', { name: 'Complete Registration' })).toBeNull();
    expect(
      screen.getByText('Verifying your email creates your account and signs you in.'),
    ).toBeInTheDocument();

    const [firstDigit] = screen.getAllByLabelText('Verification code', { selector: 'input' });
    await user.click(firstDigit!);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument();
    expect(requestsTo('POST', REGISTER)).toHaveLength(0);

    // The toast can show before the button leaves its loading state; a click on a loading
    // (disabled) button is lost, so wait for the button, as a person would.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Email' })).toBeEnabled());
    // One press: the code is verified and the account created, with no second button.
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
    expect((await jsonBodiesOf('POST', CHECK_CODE))[1]).toEqual({
      email: 'ana@example.com',
      code: '654321',
    });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    // Signed in with the session the registration answered (PRODUCT §9.4), as login does.
    expect(store.getState().auth.userInfo).toEqual({ token: 't', user: testUser });

    const [form] = await formsOf('POST', REGISTER);
    // Sent as multipart form data (a FormData body), not as JSON.
    expect(requestsTo('POST', REGISTER)[0]?.headers.get('content-type')).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    const fields = Object.fromEntries(
      [...form!.entries()].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)]),
    );
    expect(fields).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      registrationToken: 'code-1.signature',
      password: 'password123',
      bio: 'Hola!',
      gender: 'Female',
      native_language: 'Spanish',
      language_to_learn: 'Korean',
      birth_year: '2001',
      birth_month: '5',
      birth_day: '17',
      level: 'B1',
    });
    const files = form!.getAll('file');
    expect(files).toHaveLength(1);
    expect((files[0] as File).name).toBe('me.png');
  });

  it('lands a member registered without a photo on the home with its welcome', async () => {
    server.use(
      http.post(SEND_CODE, ok),
      http.post(CHECK_CODE, verified),
      http.post(REGISTER, () =>
        respond(ZAuthResponse, { success: true, token: 't', user: testUser }, 201),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderRegister('/register');
    await fillAccountStep(user);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Remove me.png' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const [firstDigit] = await screen.findAllByLabelText('Verification code', {
      selector: 'input',
    });
    await user.click(firstDigit!);
    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ welcome: true });
    expect(store.getState().auth.userInfo?.token).toBe('t');
    const [form] = await formsOf('POST', REGISTER);
    expect(form!.getAll('file')).toEqual([]);
  });

  it('offers Complete Registration again when creating the account fails after verifying', async () => {
    server.use(
      http.post(SEND_CODE, ok),
      http.post(CHECK_CODE, verified),
      http.post(REGISTER, () => apiError(500, 'Something went wrong', 'internal'), { once: true }),
      http.post(REGISTER, () =>
        respond(ZAuthResponse, { success: true, token: 't', user: testUser }, 201),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRegister('/register');
    await fillBothSteps(user);
    const [firstDigit] = await screen.findAllByLabelText('Verification code', {
      selector: 'input',
    });
    await user.click(firstDigit!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    const complete = await screen.findByRole('button', { name: 'Complete Registration' });
    await waitFor(() => expect(complete).toBeEnabled());
    expect(router.state.location.pathname).toBe('/register');
    await user.click(complete);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo('POST', REGISTER)).toHaveLength(2);
  });

  it('shows the success panel only after verification and keeps input when going back', async () => {
    server.use(http.post(SEND_CODE, ok), http.post(CHECK_CODE, verified));
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillBothSteps(user);
    await screen.findByRole('button', { name: 'Verify Email' });

    await user.click(screen.getByRole('button', { name: 'Back to Profile' }));
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Hola!');
    expect(screen.getByRole('button', { name: 'Remove me.png' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Birth date/ })).toHaveValue('17/05/2001');
  });

  it('shows the cooldown message and then lets the member enter the code already sent', async () => {
    server.use(
      http.post(SEND_CODE, () =>
        apiError(429, 'Please wait a minute before requesting another code', 'codeCooldown'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillBothSteps(user);
    expect(
      await screen.findByText('Please wait a minute before requesting another code'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
    expect(requestsTo('POST', SEND_CODE)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });
});
