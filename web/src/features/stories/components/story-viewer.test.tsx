import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ReportContext } from '@/components/report/report-context';
import { http, requestsTo, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import {
  ANA_ID,
  makeGroup,
  makeViewer,
  ME_ID,
  OTHER_ID,
  stubStoriesFeed,
  stubStoryViews,
} from '../testing/fixtures';
import { StoriesBar } from './stories-bar';

const render = (report = vi.fn()) =>
  renderWithProviders(
    <ReportContext.Provider value={report}>
      <StoriesBar />
    </ReportContext.Provider>,
    { store: signedInStore() },
  );
const viewer = (name: string) => screen.findByRole('dialog', { name: `Stories of ${name}` });

describe('StoryViewer', () => {
  it('goes through stories and groups with the arrow keys, closes after the last, focus back on the bar', async () => {
    const ana = makeGroup(ANA_ID, [{ text: 'Ana one' }, { text: 'Ana two' }]);
    const carlos = makeGroup(OTHER_ID, [{ text: 'Carlos one' }]);
    stubStoriesFeed([ana, carlos]);
    const user = userEvent.setup();
    render();
    const item = await screen.findByRole('button', { name: "Ana Lima's stories, new" });
    await user.click(item);
    const dialog = await viewer('Ana Lima');
    expect(within(dialog).getByText('Ana one')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('story-progress')).toHaveLength(2);

    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByText('Ana two')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await within(dialog).findByText('Ana one')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(await within(await viewer('Carlos Ruiz')).findByText('Carlos one')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('closes with Escape and gives the focus back to the bar item', async () => {
    stubStoriesFeed([makeGroup(ANA_ID, [{ text: 'Ana one' }])]);
    const user = userEvent.setup();
    render();
    const item = await screen.findByRole('button', { name: "Ana Lima's stories, new" });
    await user.click(item);
    await viewer('Ana Lima');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('pauses and plays again with Space, showing that it is paused', async () => {
    stubStoriesFeed([makeGroup(ANA_ID, [{ text: 'Ana one' }])]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: "Ana Lima's stories, new" }));
    const dialog = await viewer('Ana Lima');
    expect(within(dialog).queryByText('Paused')).not.toBeInTheDocument();
    // Space on the story itself (not on a button).
    within(dialog).getByTestId('story-stage').focus();
    await user.keyboard(' ');
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard(' ');
    expect(within(dialog).queryByText('Paused')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('posts one view per story shown, none for a story already seen', async () => {
    const ana = makeGroup(ANA_ID, [
      { text: 'Ana one' },
      { text: 'Ana two' },
      { text: 'Ana three', viewed: false },
    ]);
    ana.stories[0]!.viewed = true;
    stubStoriesFeed([ana]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: "Ana Lima's stories, new" }));
    const dialog = await viewer('Ana Lima');
    // It starts at the first unseen story.
    expect(within(dialog).getByText('Ana two')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await within(dialog).findByText('Ana one');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await within(dialog).findByText('Ana three');
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    await waitFor(() => {
      const paths = requestsTo('POST', `/api/v1/stories/${ana.stories[1]!._id}/view`).concat(
        requestsTo('POST', `/api/v1/stories/${ana.stories[2]!._id}/view`),
      );
      expect(paths).toHaveLength(2);
    });
    expect(requestsTo('POST', `/api/v1/stories/${ana.stories[0]!._id}/view`)).toHaveLength(0);
    // The bar's ring turned grey without a refetch.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: "Ana Lima's stories" })).toBeInTheDocument();
  });

  it('shows the author "Seen by N" and who saw it, a page at a time', async () => {
    const mine = makeGroup(ME_ID, [{ text: 'Mine', viewsCount: 21 }]);
    const viewers = Array.from({ length: 21 }, (_, i) => ({
      ...makeViewer(OTHER_ID, i + 1),
      user: {
        _id: `77777777-7777-4777-8777-${String(777777777700 + i)}`,
        name: `Viewer ${i + 1}`,
        imageUrls: [],
      },
    }));
    stubStoriesFeed([mine]);
    stubStoryViews(mine.stories[0]!._id, viewers);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Your story' }));
    const dialog = await viewer('Minji Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Seen by 21' }));
    const list = await screen.findByRole('dialog', { name: 'Seen by' });
    expect(await within(list).findByText('Viewer 1')).toBeInTheDocument();
    expect(within(list).getByText('1m ago')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Viewer 21')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Escape closes the list only; the story stays open.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seen by' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Stories of Minji Kim' })).toBeInTheDocument();
    // The author's own views are never posted.
    expect(requestsTo('POST', `/api/v1/stories/${mine.stories[0]!._id}/view`)).toHaveLength(0);
  });

  it('says "No views yet" when nobody saw it', async () => {
    const mine = makeGroup(ME_ID, [{ text: 'Mine' }]);
    stubStoriesFeed([mine]);
    stubStoryViews(mine.stories[0]!._id, []);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Your story' }));
    await user.click(within(await viewer('Minji Kim')).getByRole('button', { name: 'Seen by 0' }));
    expect(await screen.findByText('No views yet')).toBeInTheDocument();
  });

  it("deletes the author's story after confirming, and keeps it when they change their mind", async () => {
    const mine = makeGroup(ME_ID, [{ text: 'First' }, { text: 'Second' }]);
    const [first] = mine.stories;
    stubStoriesFeed([mine]);
    server.use(
      http.delete(`/api/v1/stories/${first!._id}`, () => HttpResponse.json({ success: true })),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Your story' }));
    const dialog = await viewer('Minji Kim');

    await user.click(within(dialog).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete story' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this story?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(requestsTo('DELETE', `/api/v1/stories/${first!._id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete story' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this story?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Story deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/api/v1/stories/${first!._id}`)).toHaveLength(1);
    expect(await within(dialog).findByText('Second')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('story-progress')).toHaveLength(1);
  });

  it("offers others' stories for report, naming the story", async () => {
    const ana = makeGroup(ANA_ID, [{ text: 'Ana one' }]);
    stubStoriesFeed([ana]);
    const report = vi.fn();
    const user = userEvent.setup();
    render(report);
    await user.click(await screen.findByRole('button', { name: "Ana Lima's stories, new" }));
    const dialog = await viewer('Ana Lima');
    expect(within(dialog).queryByRole('button', { name: /Seen by/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report story' }));
    expect(report).toHaveBeenCalledWith({
      targetType: 'story',
      targetId: ana.stories[0]!._id,
      name: 'Ana Lima',
    });
  });
});
