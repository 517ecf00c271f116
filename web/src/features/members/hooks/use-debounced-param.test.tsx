import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDebouncedParam } from './use-debounced-param';

function SearchBox() {
  const [params, setParams] = useSearchParams();
  const search = useDebouncedParam('q', params.get('q') ?? '', setParams);
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
      <Link to="/community/toby">Toby</Link>
    </>
  );
}

/** A directory whose member page loads lazily and stays loading until `open()`. */
function directoryWithSlowMemberPage() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const router = createMemoryRouter(
    [
      { path: '/communities', element: <SearchBox /> },
      {
        path: '/community/:id',
        lazy: async () => {
          await opened;
          return { element: <h1>Toby&apos;s page</h1> };
        },
      },
    ],
    { initialEntries: ['/communities'] },
  );
  render(<RouterProvider router={router} />);
  return { router, open };
}

describe('useDebouncedParam', () => {
  it('puts what was typed in the address after the pause', async () => {
    const user = userEvent.setup();
    const { router } = directoryWithSlowMemberPage();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Toby');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Toby'));
  });

  it('does not take back a click on a result made before the pause ended', async () => {
    const user = userEvent.setup();
    const { router, open } = directoryWithSlowMemberPage();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Toby');
    await user.click(screen.getByRole('link', { name: 'Toby' }));
    // The pause ends while the member's page is still loading.
    await new Promise((resolve) => setTimeout(resolve, 400));
    open();
    expect(await screen.findByRole('heading', { name: "Toby's page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/toby');
  });
});
