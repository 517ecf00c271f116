import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWERS_MAX_AGE_MS,
  afterEarlyAnswers,
  useEndEarlyAnswersAtNavigation,
  fetchOrEarlyAnswer,
  takeEarlyAnswer,
} from './early-answers';

const FEED = 'http://localhost/api/v1/stories/feed';
const get = (url: string, token = 'tok') =>
  new Request(url, { headers: { authorization: `Bearer ${token}` } });

function earlyAnswers(answers: Record<string, Promise<Response>>, at = Date.now()) {
  window.chinguEarlyAnswers = { token: 'tok', at, answers };
}

afterEach(() => {
  delete window.chinguEarlyAnswers;
  vi.unstubAllGlobals();
});

describe('a member’s early answers (public/route-hints.js)', () => {
  it('answers the same request with the same token once, then no more', async () => {
    earlyAnswers({ [FEED]: Promise.resolve(Response.json({ early: true })) });
    const answer = takeEarlyAnswer(get(FEED));
    expect(await (await answer!).json()).toEqual({ early: true });
    expect(takeEarlyAnswer(get(FEED))).toBeNull();
  });

  it('does not answer another token, another URL, or an answer older than its limit', () => {
    earlyAnswers({ [FEED]: Promise.resolve(new Response('{}')) });
    expect(takeEarlyAnswer(get(FEED, 'someone-else'))).toBeNull();
    expect(takeEarlyAnswer(get(`${FEED}?page=2`))).toBeNull();
    earlyAnswers(
      { [FEED]: Promise.resolve(new Response('{}')) },
      Date.now() - EARLY_ANSWERS_MAX_AGE_MS - 1,
    );
    expect(takeEarlyAnswer(get(FEED))).toBeNull();
  });

  it('drops them all at the first write: a read after it must see the write', () => {
    earlyAnswers({ [FEED]: Promise.resolve(new Response('{}')) });
    expect(takeEarlyAnswer(new Request(FEED, { method: 'PUT', body: '{}' }))).toBeNull();
    expect(takeEarlyAnswer(get(FEED))).toBeNull();
    expect(window.chinguEarlyAnswers).toBeUndefined();
  });

  it('asks the server after all when the early request failed', async () => {
    const failed = Promise.reject(new TypeError('network'));
    failed.catch(() => {});
    earlyAnswers({ [FEED]: failed });
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ fresh: true })));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchOrEarlyAnswer(get(FEED));
    expect(await response.json()).toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the answers the first page did not take (useEndEarlyAnswersAtNavigation)', () => {
  it('are dropped when the member goes to another page, and a waiting write goes ahead', async () => {
    earlyAnswers({
      [FEED]: Promise.resolve(new Response('{}')),
      [`${FEED}?page=2`]: Promise.resolve(Response.json({ fromTheLoad: true })),
    });
    const write = vi.fn();
    afterEarlyAnswers(write);
    const { result } = renderHook(
      () => {
        useEndEarlyAnswersAtNavigation();
        return useNavigate();
      },
      { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> },
    );
    // The first page takes its answer.
    expect(takeEarlyAnswer(get(FEED))).not.toBeNull();
    expect(window.chinguEarlyAnswers).toBeDefined();
    await act(() => result.current('/moments'));
    // The next page asks the server, not the first page's load.
    expect(takeEarlyAnswer(get(`${FEED}?page=2`))).toBeNull();
    expect(window.chinguEarlyAnswers).toBeUndefined();
    expect(write).toHaveBeenCalledTimes(1);
  });
});

describe('a write at start-up (afterEarlyAnswers)', () => {
  it('waits until the app has taken every early answer', async () => {
    earlyAnswers({
      [FEED]: Promise.resolve(new Response('{}')),
      [`${FEED}?page=2`]: Promise.resolve(new Response('{}')),
    });
    const write = vi.fn();
    afterEarlyAnswers(write);
    takeEarlyAnswer(get(FEED));
    expect(write).not.toHaveBeenCalled();
    takeEarlyAnswer(get(`${FEED}?page=2`));
    expect(write).toHaveBeenCalledTimes(1);
    expect(window.chinguEarlyAnswers).toBeUndefined();
  });

  it('goes ahead after its time limit when an answer is never taken, and at once without any', () => {
    vi.useFakeTimers();
    try {
      earlyAnswers({ [FEED]: Promise.resolve(new Response('{}')) });
      const write = vi.fn();
      afterEarlyAnswers(write, 1000);
      vi.advanceTimersByTime(999);
      expect(write).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    delete window.chinguEarlyAnswers;
    const now = vi.fn();
    afterEarlyAnswers(now);
    expect(now).toHaveBeenCalledTimes(1);
  });
});
