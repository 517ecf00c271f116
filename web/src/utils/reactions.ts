import type { TReaction } from '@chingu/contract';

/** The quick row of the reaction menus (PRODUCT §8.3); the full picker offers every emoji. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/**
 * The reactions after the viewer toggles `emoji`, as the server will count them: mine added
 * (a new emoji goes last) or taken back (an emoji nobody else used disappears).
 */
export function toggleReaction(reactions: TReaction[], emoji: string): TReaction[] {
  const existing = reactions.find((r) => r.emoji === emoji);
  if (!existing) return [...reactions, { emoji, count: 1, mine: true }];
  if (!existing.mine) {
    return reactions.map((r) => (r.emoji === emoji ? { ...r, count: r.count + 1, mine: true } : r));
  }
  return reactions
    .map((r) => (r.emoji === emoji ? { ...r, count: r.count - 1, mine: false } : r))
    .filter((r) => r.count > 0);
}
