import { ZStoriesResponse } from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ANA_ID, makeGroup, ME_ID, OTHER_ID, stubStoriesFeed } from '../testing/fixtures';
import { StoriesScreen } from './stories-screen';

function stubMine(group = makeGroup(ME_ID, [])) {
  server.use(
    http.get('/api/v1/stories/my-stories', () =>
      respond(ZStoriesResponse, {
        success: true,
        count: group.stories.length,
        data: group.stories,
      }),
    ),
  );
}
const render = () => renderWithProviders(<StoriesScreen />, { store: signedInStore() });
const section = (name: string) => screen.getByRole('region', { name });

describe('StoriesScreen', () => {
  it('lists the groups of people I follow and my own stories with their views', async () => {
    const mine = makeGroup(ME_ID, [{ text: 'Mine', viewsCount: 3 }]);
    stubStoriesFeed([mine, makeGroup(ANA_ID, [{}, {}]), makeGroup(OTHER_ID, [{ viewed: true }])]);
    stubMine(mine);
    const user = userEvent.setup();
    render();
    const following = within(section('From people you follow'));
    const ana = await following.findByRole('button', { name: "Ana Lima's stories, new" });
    expect(ana.parentElement).toHaveTextContent('2 stories');
    expect(following.getByRole('button', { name: "Carlos Ruiz's stories" })).toBeInTheDocument();
    const my = within(section('My stories'));
    expect(await my.findByText(/3 views · 24 hours left/)).toBeInTheDocument();

    await user.click(ana);
    expect(await screen.findByRole('dialog', { name: 'Stories of Ana Lima' })).toBeInTheDocument();
  });

  it('says so when nobody I follow has a story and I have none', async () => {
    stubStoriesFeed([]);
    stubMine();
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No stories to watch right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute(
      'href',
      '/communities',
    );
    expect(await screen.findByText('You have no live stories')).toBeInTheDocument();
    await user.click(within(section('My stories')).getByRole('button', { name: 'Add story' }));
    expect(await screen.findByRole('dialog', { name: 'New story' })).toBeInTheDocument();
  });
});
