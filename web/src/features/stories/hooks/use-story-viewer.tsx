import type { TStoryGroup } from '@chingu/contract';
import { Suspense, useState, type ReactNode } from 'react';
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
  return {
    open: (groups, groupIndex, storyIndex) => setSession({ groups, groupIndex, storyIndex }),
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
