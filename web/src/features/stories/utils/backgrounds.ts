import type { StoryBackground } from '@chingu/contract/constants';

type BackgroundStyle = {
  /** The gradient's two ends; the text reads at WCAG AA (4.5:1) on both (backgrounds.test.ts). */
  from: string;
  to: string;
  /** The card's text colour. */
  color: string;
};

const WHITE = '#ffffff';

/** The 8 text-story backgrounds of the contract (STORY_BACKGROUNDS), as the web draws them. */
export const STORY_BACKGROUND_STYLES: Record<StoryBackground, BackgroundStyle> = {
  sunset: { from: '#c2410c', to: '#be185d', color: WHITE },
  ocean: { from: '#1d4ed8', to: '#0e7490', color: WHITE },
  forest: { from: '#15803d', to: '#115e59', color: WHITE },
  grape: { from: '#7e22ce', to: '#4338ca', color: WHITE },
  rose: { from: '#be123c', to: '#9d174d', color: WHITE },
  slate: { from: '#334155', to: '#0f172a', color: WHITE },
  gold: { from: '#fde68a', to: '#f59e0b', color: '#1f2937' },
  mint: { from: '#a7f3d0', to: '#5eead4', color: '#134e4a' },
};

/** The background a new text story starts with, and the one drawn for a story without one. */
export const DEFAULT_STORY_BACKGROUND: StoryBackground = 'slate';

/** The CSS `background` of a text card. */
export function storyGradient(background: StoryBackground): string {
  const { from, to } = STORY_BACKGROUND_STYLES[background];
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}
