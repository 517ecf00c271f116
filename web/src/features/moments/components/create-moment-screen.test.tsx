import { ZMomentResponse, ZReverseGeocodeResponse } from '@chingu/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { stubObjectUrls } from '@/testing/files';
import { renderWithProviders } from '@/testing/render';
import { pickOption } from '@/testing/select';
import { makeMoment, MOMENT_ID, png } from '../testing/fixtures';
import { CreateMomentScreen } from './create-moment-screen';

const dropInput = () =>
  screen.getByLabelText<HTMLInputElement>('Drop photos here or click to choose');

function renderCreate() {
  return renderWithProviders(<CreateMomentScreen />, {
    route: '/add-moment',
    path: '/add-moment',
    store: signedInStore(),
  });
}

beforeEach(stubObjectUrls);

describe('CreateMomentScreen', () => {
  it('enables Share only when the description is not blank', async () => {
    const user = userEvent.setup();
    renderCreate();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Only a title');
    expect(share).toBeDisabled();
    const description = screen.getByRole('textbox', { name: /What's happening/ });
    await user.type(description, '   ');
    expect(share).toBeDisabled();
    await user.type(description, 'Now some text');
    expect(share).toBeEnabled();
    expect(screen.getByText('12/100')).toBeInTheDocument();
    expect(screen.getByText('16/2000')).toBeInTheDocument();
  });

  it('adds trimmed unique tags, refuses duplicates, long ones and a sixth', async () => {
    const user = userEvent.setup();
    renderCreate();
    const input = screen.getByRole('textbox', { name: /Add a tag/ });
    await user.type(input, '  #kimchi  {Enter}');
    expect(screen.getByText('#kimchi')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.type(input, 'KIMCHI');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This tag has already been added')).toBeInTheDocument();
    await user.clear(input);

    await user.type(input, `${'x'.repeat(21)}{Enter}`);
    expect(await screen.findByText('Each tag must be at most 20 characters')).toBeInTheDocument();
    await user.clear(input);

    for (const tag of ['a', 'b', 'c', 'd']) await user.type(input, `${tag}{Enter}`);
    expect(screen.getByText('5/5')).toBeInTheDocument();
    await user.type(input, 'f{Enter}');
    expect(await screen.findByText('Maximum 5 tags allowed')).toBeInTheDocument();
    expect(screen.queryByText('#f')).not.toBeInTheDocument();
  });

  it('keeps at most 10 images and says "Maximum 10 images allowed"', async () => {
    const user = userEvent.setup();
    renderCreate();
    const files = Array.from({ length: 12 }, (_, i) => png(`p${i}.png`));
    await user.upload(dropInput(), files);
    expect(await screen.findByText('Maximum 10 images allowed')).toBeInTheDocument();
    expect(screen.getAllByTestId('image-preview')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByTestId('image-preview')).toHaveLength(9);
  });

  it('posts the JSON payload, then uploads the photos, then goes to /moments', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/v1/moments', () =>
        respond(ZMomentResponse, { success: true, data: makeMoment() }, 201),
      ),
      http.put(`/api/v1/moments/${MOMENT_ID}/photo`, () =>
        respond(ZMomentResponse, { success: true, data: makeMoment() }),
      ),
    );
    const { router } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' Market day ');
    await user.type(screen.getByRole('textbox', { name: /What's happening/ }), 'Bought tteok.');
    await user.click(screen.getByRole('radio', { name: 'Friends' }));
    await user.click(screen.getByRole('button', { name: 'Mood' }));
    await user.click(await screen.findByRole('menuitem', { name: /Grateful/ }));
    await pickOption(user, 'Category', 'Food');
    await user.type(screen.getByRole('textbox', { name: /Add a tag/ }), 'market{Enter}');
    await user.upload(dropInput(), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Your moment has been shared!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
    const [create, upload] = apiRequests.filter((r) => r.method !== 'GET');
    expect(new URL(create!.url).pathname).toBe('/api/v1/moments');
    expect(create!.headers.get('content-type')).toContain('application/json');
    expect(await create!.clone().json()).toEqual({
      title: 'Market day',
      description: 'Bought tteok.',
      mood: 'grateful',
      tags: ['market'],
      privacy: 'friends',
      language: 'en',
      category: 'food',
      location: null,
      scheduledDate: null,
      correctMe: false,
    });
    expect(upload!.method).toBe('PUT');
    expect(new URL(upload!.url).pathname).toBe(`/api/v1/moments/${MOMENT_ID}/photo`);
    const form = await upload!.clone().formData();
    // Two parts named `file` (jsdom's FormData round trip does not keep the file names).
    expect(form.getAll('file')).toHaveLength(2);
  });

  it('asks for corrections when "Correct me" is switched on (PRODUCT §9.2)', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/v1/moments', () =>
        respond(ZMomentResponse, { success: true, data: makeMoment({ correctMe: true }) }, 201),
      ),
    );
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: /What's happening/ }), 'I goed to school.');
    const correctMe = screen.getByRole('switch', { name: 'Correct me' });
    expect(correctMe).not.toBeChecked();
    await user.click(correctMe);
    expect(correctMe).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(apiRequests.some((r) => r.method === 'POST')).toBe(true));
    const create = apiRequests.find((r) => r.method === 'POST');
    expect(await create!.clone().json()).toMatchObject({
      description: 'I goed to school.',
      correctMe: true,
    });
  });

  it("sends the language detected from the text, else the author's native one, unless chosen", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/v1/moments', () =>
        respond(ZMomentResponse, { success: true, data: makeMoment() }, 201),
      ),
    );
    const sentLanguages = async () =>
      Promise.all(
        apiRequests
          .filter((r) => r.method === 'POST')
          .map(async (r) => ((await r.clone().json()) as { language: string }).language),
      );
    // Japanese text from a Korean author: Japanese, shown in the Language field before sending.
    const first = renderCreate();
    await user.type(
      screen.getByRole('textbox', { name: /What's happening/ }),
      '今日は友達と日本語を練習しました。',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Language', { selector: 'input' })).toHaveValue('Japanese'),
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(async () => expect(await sentLanguages()).toEqual(['ja']));
    first.unmount();

    // Too short to tell: the author's native language (Minji: Korean), not English.
    const second = renderCreate();
    await user.type(screen.getByRole('textbox', { name: /What's happening/ }), 'Hi!');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(async () => expect(await sentLanguages()).toEqual(['ja', 'ko']));
    second.unmount();

    // A language the author picks stays, whatever the text says.
    renderCreate();
    await pickOption(user, 'Language', 'Spanish');
    await user.type(
      screen.getByRole('textbox', { name: /What's happening/ }),
      '오늘 친구랑 한국어를 연습했어요.',
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(async () => expect(await sentLanguages()).toEqual(['ja', 'ko', 'es']));
  });

  it('shows the detected language as a chip after the fields, so nothing above them moves', async () => {
    const user = userEvent.setup();
    renderCreate();
    const languageField = screen.getByLabelText('Language', { selector: 'input' });
    await user.type(
      screen.getByRole('textbox', { name: /What's happening/ }),
      '今日は友達と日本語を練習しました。',
    );
    const chips = await screen.findByTestId('moment-chips');
    await waitFor(() => expect(chips).toHaveTextContent('Japanese'));
    // An open Language list near the window's edge would vanish if its field were pushed down.
    for (const field of [languageField, screen.getByLabelText('Category', { selector: 'input' })]) {
      expect(field.compareDocumentPosition(chips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('stays on the form with the create error when the server refuses', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/v1/moments', () => apiError(500, 'nope')));
    const { router } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: /What's happening/ }), 'Hello');
    await user.upload(dropInput(), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('Failed to create the moment. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('nope')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-moment');
    expect(apiRequests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('refuses a schedule in the past with the contract message and sends nothing', async () => {
    const user = userEvent.setup();
    renderCreate();
    const schedule = screen.getByLabelText(/Schedule/);
    expect(schedule).toHaveAttribute('min');
    await user.type(screen.getByRole('textbox', { name: /What's happening/ }), 'Later');
    fireEvent.change(schedule, { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The scheduled time must be in the future')).toBeInTheDocument();
    expect(apiRequests).toHaveLength(0);
  });

  it('adds the location from the browser position and the geocoder', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/v1/geocode/reverse', () =>
        respond(ZReverseGeocodeResponse, {
          success: true,
          data: { formattedAddress: 'Busan, South Korea', city: 'Busan', country: 'South Korea' },
        }),
      ),
    );
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 35.1, longitude: 129.04 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Location' }));
    expect(await screen.findByText('Location added!')).toBeInTheDocument();
    expect(screen.getByText(/Busan, South Korea/)).toBeInTheDocument();
    const url = new URL(apiRequests[0]!.url);
    expect(url.searchParams.get('lat')).toBe('35.1');
    expect(url.searchParams.get('lon')).toBe('129.04');
  });

  it('says "Could not get location" when the browser refuses', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Location' }));
    expect(await screen.findByText('Could not get location')).toBeInTheDocument();
  });
});
