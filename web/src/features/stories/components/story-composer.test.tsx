import { ZStoryResponse } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, formsOf, http, requestsTo, respond, server, signedInStore } from '@/testing/api';
import { pngFile, stubObjectUrls } from '@/testing/files';
import { renderWithProviders } from '@/testing/render';
import { pickOption } from '@/testing/select';
import { makeStory } from '../testing/fixtures';
import { StoryComposer } from './story-composer';

const onClose = vi.fn();
const render = (language: 'en' | 'ko' = 'en') =>
  renderWithProviders(<StoryComposer opened onClose={onClose} />, {
    store: signedInStore(),
    language,
  });
// The drop zone checks types itself: the picker must let a wrong file through to it.
const setup = () => userEvent.setup({ applyAccept: false });
const dropInput = () => screen.getByLabelText<HTMLInputElement>('Choose a photo for your story');
const share = () => screen.getByRole('button', { name: 'Share story' });

function stubCreate() {
  server.use(
    http.post('/api/v1/stories', () =>
      respond(ZStoryResponse, { success: true, data: makeStory() }, 201),
    ),
  );
}

beforeEach(() => {
  stubObjectUrls();
  onClose.mockReset();
});

describe('StoryComposer', () => {
  it('sends a photo story as multipart with its caption and privacy', async () => {
    stubCreate();
    const user = setup();
    render();
    await user.upload(dropInput(), pngFile('seoul.png', 2000));
    expect(await screen.findByRole('img', { name: 'Preview' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Han river at night');
    expect(screen.getByText('18/200')).toBeInTheDocument();
    await pickOption(user, 'Who can see it', 'Friends (people who follow each other)');
    await user.click(share());

    expect(await screen.findByText('Your story is live for 24 hours')).toBeInTheDocument();
    const [form] = await formsOf('POST', '/api/v1/stories');
    const image = form!.get('image') as File;
    expect(image.name).toBe('seoul.png');
    expect(image.size).toBe(2000);
    expect(form!.get('caption')).toBe('Han river at night');
    expect(form!.get('privacy')).toBe('friends');
    expect(form!.has('text')).toBe(false);
    expect(form!.has('background')).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a text story with its background, previewing the card', async () => {
    stubCreate();
    const user = setup();
    render();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), '안녕하세요!');
    expect(screen.getByTestId('story-text-preview')).toHaveTextContent('안녕하세요!');
    const group = screen.getByRole('group', { name: 'Background' });
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    await user.click(within(group).getByRole('radio', { name: 'Sunset' }));
    // Arrow keys move between the backgrounds, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Ocean' })).toBeChecked();
    await user.click(share());

    await waitFor(() => expect(requestsTo('POST', '/api/v1/stories')).toHaveLength(1));
    const [form] = await formsOf('POST', '/api/v1/stories');
    expect(Object.fromEntries(form!.entries())).toEqual({
      text: '안녕하세요!',
      background: 'ocean',
      privacy: 'public',
    });
  });

  it('refuses a text over 200 characters and an empty text, sending nothing', async () => {
    const user = setup();
    render();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    const text = screen.getByRole('textbox', { name: 'Your text' });
    await user.click(text);
    await user.paste('x'.repeat(201));
    expect(
      await screen.findByText('A text story must be at most 200 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await user.clear(text);
    await user.click(share());
    expect(await screen.findByText('Please add a photo or some text')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/stories')).toHaveLength(0);
  });

  it('starts with the background its preview shows chosen, and posts with it', async () => {
    stubCreate();
    const user = setup();
    render();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    const group = screen.getByRole('group', { name: 'Background' });
    // The preview's background is a chosen one, not a fallback the form does not hold.
    expect(within(group).getByRole('radio', { name: 'Slate' })).toBeChecked();
    expect(within(group).getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(screen.getByTestId('story-text-preview').getAttribute('style')).toMatch(
      /#334155|rgb\(51, 65, 85\)/,
    );
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'Short');
    await user.click(share());

    expect(await screen.findByText('Your story is live for 24 hours')).toBeInTheDocument();
    expect(screen.queryByText('Please choose one of the backgrounds')).not.toBeInTheDocument();
    const [form] = await formsOf('POST', '/api/v1/stories');
    expect(form!.get('background')).toBe('slate');
  });

  it('refuses a file that is not an image, one over 5 MB, and no photo at all', async () => {
    const user = setup();
    render();
    await user.click(share());
    expect(await screen.findByText('Please add a photo or some text')).toBeInTheDocument();

    await user.upload(
      dropInput(),
      new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Please upload only image files')).toBeInTheDocument();

    await user.upload(dropInput(), pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Each image must be at most 5 MB')).toBeInTheDocument();

    // Typed as an image but not one: decoding tells.
    await user.upload(dropInput(), new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload only image files')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/stories')).toHaveLength(0);
  });

  it("shows the server's refusal translated and stays open", async () => {
    server.use(http.post('/api/v1/stories', () => apiError(400, 'Too many', 'tooManyStories')));
    const user = setup();
    render('ko');
    await user.click(screen.getByRole('tab', { name: '텍스트' }));
    await user.type(screen.getByRole('textbox', { name: '내용' }), 'Hola');
    await user.click(screen.getByRole('radio', { name: '민트' }));
    await user.click(screen.getByRole('button', { name: '스토리 올리기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('게시 중인 스토리는 30개까지예요');
    expect(onClose).not.toHaveBeenCalled();
  });
});
