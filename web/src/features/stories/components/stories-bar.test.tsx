import { ZStoriesFeedResponse } from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ANA_ID, makeGroup, ME_ID, OTHER_ID, stubStoriesFeed } from '../testing/fixtures';
import { StoriesBar } from './stories-bar';

const render = (language: 'en' | 'ko' = 'en') =>
  renderWithProviders(<StoriesBar />, { store: signedInStore(), language });
const bar = () => screen.getByRole('region', { name: /Stories|스토리/ });

describe('StoriesBar', () => {
  it('puts the member first with "Add story", then the people they follow with their rings', async () => {
    stubStoriesFeed([makeGroup(ANA_ID, [{}, {}]), makeGroup(OTHER_ID, [{ viewed: true }])]);
    render();
    const ana = await screen.findByRole('button', { name: "Ana Lima's stories, new" });
    const buttons = within(bar()).getAllByRole('button');
    // By accessible name: a drawn avatar's initials are hidden from it (aria-hidden).
    const names = ['Add story', "Ana Lima's stories, new", "Carlos Ruiz's stories"];
    expect(buttons).toHaveLength(names.length);
    names.forEach((name, i) => expect(buttons[i]).toHaveAccessibleName(name));
    // Named by what they show (WCAG 2.5.3): no aria-label that differs from the visible first name.
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-label');
    expect(within(ana).getByTestId('story-ring-unviewed')).toBeInTheDocument();
    const carlos = screen.getByRole('button', { name: "Carlos Ruiz's stories" });
    expect(within(carlos).getByTestId('story-ring-viewed')).toBeInTheDocument();
    expect(carlos).toHaveTextContent('Carlos');
  });

  it("plays the member's own stories from their avatar and adds one with the small +", async () => {
    stubStoriesFeed([makeGroup(ME_ID, [{ text: 'Mine' }]), makeGroup(ANA_ID, [{}])]);
    const user = userEvent.setup();
    render();
    const own = await screen.findByRole('button', { name: 'Your story' });
    expect(within(bar()).getAllByRole('button')[0]).toBe(own);
    expect(within(bar()).getAllByRole('button')[1]).toHaveAccessibleName('Add story');
    await user.click(own);
    const viewer = await screen.findByRole('dialog', { name: 'Stories of Minji Kim' });
    expect(within(viewer).getByText('Mine')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add story' }));
    expect(await screen.findByRole('dialog', { name: 'New story' })).toBeInTheDocument();
  });

  it('still offers "Add story" when nobody has a story', async () => {
    stubStoriesFeed([]);
    render();
    expect(await screen.findByText('No stories from people you follow yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add story' })).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the bar again', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/stories/feed', () =>
        fail
          ? apiError(500, 'Internal Server Error')
          : respond(ZStoriesFeedResponse, {
              success: true,
              count: 1,
              data: [makeGroup(ANA_ID, [{}])],
            }),
      ),
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Could not load stories.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: "Ana Lima's stories, new" }),
    ).toBeInTheDocument();
  });

  it('is hidden for visitors', () => {
    renderWithProviders(<StoriesBar />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is in Korean', async () => {
    stubStoriesFeed([makeGroup(ANA_ID, [{}])]);
    render('ko');
    expect(
      await screen.findByRole('button', { name: 'Ana Lima님의 스토리, 새 스토리 있음' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '스토리 추가' })).toBeInTheDocument();
  });
});
