import type { TStoryGroup } from '@chingu/contract';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyStoryViewer } from '../components/lazy';

type Session = { groups: TStoryGroup[]; groupIndex: number; storyIndex?: number };

/**
 * Opens the full-screen viewer on one group of a list. The list is copied when it opens, so the
 * bar refreshing underneath (a view marks a ring grey, a refetch reorders) never moves the story
 * being watched.
 */
export function useStoryViewer(): {
  open: (groups: TStoryGroup[], groupIndex: number, storyIndex?: number) => void;
  element: ReactNode;
} {
  const [session, setSession] = useState<Session | null>(null);
  // The viewer mounts open and unmounts on close, so Mantine's focus return never runs: the
  // focus goes back to what opened it (the bar item) here.
  const opener = useRef<HTMLElement | null>(null);
  const closed = session === null;
  useEffect(() => {
    if (closed) opener.current?.focus();
  }, [closed]);
  return {
    open: (groups, groupIndex, storyIndex) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSession({ groups, groupIndex, storyIndex });
    },
    element: session ? (
      <Suspense fallback={null}>
        <LazyStoryViewer
          groups={session.groups}
          startGroup={session.groupIndex}
          startStory={session.storyIndex}
          onClose={() => setSession(null)}
        />
      </Suspense>
    ) : null,
  };
}
