import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModuleLoader, useLazyModule, type ModuleLoader } from './lazy-module';

type Greeting = { text: string };

function Probe({
  loader,
  when,
}: {
  loader: ModuleLoader<Greeting>;
  when: 'now' | 'later' | 'idle';
}) {
  const { module, request } = useLazyModule(loader, when);
  return (
    <button type="button" onClick={request}>
      {module ? module.text : 'fallback'}
    </button>
  );
}

/** A loader whose first `failures` loads fail, as when the chunk is fetched while offline. */
function flakyLoader(failures: number) {
  let calls = 0;
  const loader = createModuleLoader<Greeting>(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { text: 'loaded' };
  });
  return { loader, calls: () => calls };
}

describe('lazy modules', () => {
  it('keeps the fallback when the load fails and loads when the browser is back online', async () => {
    const { loader, calls } = flakyLoader(1);
    render(<Probe loader={loader} when="now" />);
    await act(async () => {});
    expect(screen.getByRole('button')).toHaveTextContent('fallback');
    expect(calls()).toBe(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'loaded' })).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('retries on request after a failure, and loads a module only once', async () => {
    const { loader, calls } = flakyLoader(1);
    render(<Probe loader={loader} when="later" />);
    expect(calls()).toBe(0);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('fallback');
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByRole('button', { name: 'loaded' })).toBeInTheDocument();

    render(<Probe loader={loader} when="now" />);
    expect(screen.getAllByRole('button', { name: 'loaded' })).toHaveLength(2);
    expect(calls()).toBe(2);
  });

  it('loads an idle module after the first paint, and at once when asked for first', async () => {
    const idle = flakyLoader(0);
    render(<Probe loader={idle.loader} when="idle" />);
    expect(screen.getByRole('button')).toHaveTextContent('fallback');
    expect(await screen.findByRole('button', { name: 'loaded' })).toBeInTheDocument();
    expect(idle.calls()).toBe(1);

    const clicked = flakyLoader(0);
    render(<Probe loader={clicked.loader} when="idle" />);
    const [, second] = screen.getAllByRole('button');
    await act(async () => second!.click());
    expect(second).toHaveTextContent('loaded');
    expect(clicked.calls()).toBe(1);
  });
});
