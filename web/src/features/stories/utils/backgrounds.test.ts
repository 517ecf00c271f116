import { STORY_BACKGROUNDS } from '@chingu/contract/constants';
import { luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { STORY_BACKGROUND_STYLES } from './backgrounds';

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

describe('story backgrounds', () => {
  it.each([...STORY_BACKGROUNDS])('%s has text at WCAG AA on both ends of its gradient', (name) => {
    const { from, to, color } = STORY_BACKGROUND_STYLES[name];
    expect(contrast(color, from)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, to)).toBeGreaterThanOrEqual(4.5);
  });
});
