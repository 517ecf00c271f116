import type { TStoryGroup } from '@chingu/contract';
import { useCallback, useState } from 'react';

const firstUnviewed = (group: TStoryGroup | undefined) =>
  Math.max(0, group?.stories.findIndex((s) => !s.viewed) ?? 0);

/**
 * Where the viewer is in its copy of the bar's groups (decision 021): the story shown, next and
 * previous across groups (past the last story it closes), and a story taken out once deleted.
 */
export function useStoryPlaylist(
  initialGroups: TStoryGroup[],
  startGroup: number,
  startStory: number | undefined,
  onClose: () => void,
) {
  const [groups, setGroups] = useState(initialGroups);
  const [position, setPosition] = useState(() => ({
    group: startGroup,
    story: startStory ?? firstUnviewed(initialGroups[startGroup]),
  }));

  const next = useCallback(() => {
    setPosition((at) => {
      const current = groups[at.group];
      if (current && at.story < current.stories.length - 1) return { ...at, story: at.story + 1 };
      if (at.group < groups.length - 1) {
        return { group: at.group + 1, story: firstUnviewed(groups[at.group + 1]) };
      }
      onClose();
      return at;
    });
  }, [groups, onClose]);

  const previous = useCallback(() => {
    setPosition((at) => {
      if (at.story > 0) return { ...at, story: at.story - 1 };
      if (at.group > 0) {
        const before = groups[at.group - 1];
        return { group: at.group - 1, story: Math.max(0, (before?.stories.length ?? 1) - 1) };
      }
      return at;
    });
  }, [groups]);

  const group = groups[position.group];
  const story = group?.stories[position.story];

  /** Takes the story shown out; the next one of the group slides in, past its end we move on. */
  const removeCurrent = () => {
    if (!story) return;
    const gone = story._id;
    setGroups((list) =>
      list.map((g, i) =>
        i === position.group ? { ...g, stories: g.stories.filter((s) => s._id !== gone) } : g,
      ),
    );
    if (group && position.story >= group.stories.length - 1) {
      if (position.story > 0) setPosition((at) => ({ ...at, story: at.story - 1 }));
      else next();
    }
  };

  return { group, story, index: position.story, next, previous, removeCurrent };
}
