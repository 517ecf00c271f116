import type { TStory } from '@chingu/contract';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '@/components/uploaded-image';
import {
  DEFAULT_STORY_BACKGROUND,
  STORY_BACKGROUND_STYLES,
  storyGradient,
} from '../utils/backgrounds';
import classes from './stories.module.css';

/** A story's picture or its text card on its background, filling the space it is given. */
export function StoryContent({ story, compact = false }: { story: TStory; compact?: boolean }) {
  const { t } = useTranslation('stories');
  if (story.imageUrl) {
    return (
      <UploadedImage
        src={story.imageUrl}
        sizes={compact ? '160px' : '(max-width: 48em) 100vw, 540px'}
        fallbackSize={compact ? 'thumb' : 'full'}
        alt={compact ? '' : t('viewer.photoAlt', { name: story.user.name })}
        fit={compact ? 'cover' : 'contain'}
        h="100%"
        w="100%"
      />
    );
  }
  const background = story.background ?? DEFAULT_STORY_BACKGROUND;
  const colours = {
    background: storyGradient(background),
    color: STORY_BACKGROUND_STYLES[background].color,
  };
  if (compact) {
    return (
      <Box className={classes.compactCard} h="100%" w="100%" style={colours}>
        <div className={classes.compactFrame}>
          <div className={classes.compactText} data-testid="story-thumbnail-text">
            {story.text}
          </div>
        </div>
      </Box>
    );
  }
  return (
    <Box className={classes.textCard} h="100%" w="100%" fz={{ base: 26, sm: 32 }} style={colours}>
      {story.text}
    </Box>
  );
}
