import { ZSuccess } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiRequests, http, respond, server } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ContactForm, NewsletterForm } from './site-forms';

/** Types by pasting: per-key typing is slow on a busy CI machine and tests nothing more here. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const sent = () =>
  server.use(
    http.post('/api/v1/contact', () => respond(ZSuccess, { success: true }, 201)),
    http.post('/api/v1/newsletter', () => respond(ZSuccess, { success: true }, 201)),
  );

describe('contact form', () => {
  it('shows translated errors for empty fields and sends nothing', async () => {
    sent();
    renderWithProviders(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    // One wording for every missing field: "Please enter ..." naming it.
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.queryByText(/field is required/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(apiRequests).toHaveLength(0);
  });

  it('rejects an invalid email address', async () => {
    sent();
    renderWithProviders(<ContactForm />);
    await fill(screen.getByRole('textbox', { name: /Name/ }), 'Jisoo');
    await fill(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await fill(screen.getByRole('textbox', { name: /Message/ }), 'Hello!');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
  });

  it('posts the trimmed name, email and message, toasts and resets', async () => {
    sent();
    renderWithProviders(<ContactForm />);
    await fill(screen.getByRole('textbox', { name: /Name/ }), '  Jisoo Kim ');
    await fill(screen.getByRole('textbox', { name: /Email/ }), 'Jisoo@Example.com');
    await fill(screen.getByRole('textbox', { name: /Message/ }), 'Do you have a Korean course?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    const request = apiRequests.at(-1)!;
    expect(apiRequests).toHaveLength(1);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/contact');
    expect(await request.clone().json()).toEqual({
      name: 'Jisoo Kim',
      email: 'jisoo@example.com',
      message: 'Do you have a Korean course?',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
  });

  it('shows the server message when sending fails and keeps the input', async () => {
    server.use(http.post('/api/v1/contact', () => apiError(429, 'Slow down', 'tooManyRequests')));
    renderWithProviders(<ContactForm />);
    await fill(screen.getByRole('textbox', { name: /Name/ }), 'Jisoo');
    await fill(screen.getByRole('textbox', { name: /Email/ }), 'jisoo@example.com');
    await fill(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText('Too many requests. Please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Jisoo');
  });

  it('shows Korean labels and sends the newsletter form to /api/v1/newsletter', async () => {
    sent();
    renderWithProviders(<NewsletterForm />, { language: 'ko' });
    await fill(screen.getByRole('textbox', { name: /이름/ }), 'Minji');
    await fill(screen.getByRole('textbox', { name: /이메일/ }), 'minji@example.com');
    await fill(screen.getByRole('textbox', { name: /어떤 언어를 배우고 계신가요/ }), 'English');
    await userEvent.click(screen.getByRole('button', { name: '구독하기' }));

    expect(await screen.findByText('구독되었습니다! 메일함을 확인해 주세요.')).toBeInTheDocument();
    const request = apiRequests.at(-1)!;
    expect(apiRequests).toHaveLength(1);
    expect(new URL(request.url).pathname).toBe('/api/v1/newsletter');
    expect(await request.clone().json()).toEqual({
      name: 'Minji',
      email: 'minji@example.com',
      message: 'English',
    });
  });
});
