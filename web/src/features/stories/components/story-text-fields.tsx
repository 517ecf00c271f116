import { LIMITS, STORY_BACKGROUNDS, type StoryBackground } from '@chingu/contract/constants';
import { Box, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_STORY_BACKGROUND,
  STORY_BACKGROUND_STYLES,
  storyGradient,
} from '../utils/backgrounds';
import classes from './stories.module.css';

type Props = {
  text: string;
  background: StoryBackground | '';
  textError?: ReactNode;
  backgroundError?: ReactNode;
  onTextChange: (text: string) => void;
  onBackgroundChange: (background: StoryBackground) => void;
};

/** A text story: the text with its counter, the 8 backgrounds (radios) and the card as it will look. */
export function StoryTextFields(props: Props) {
  const { t } = useTranslation('stories');
  const id = useId();
  const length = props.text.trim().length;
  const over = length > LIMITS.storyTextMax;
  const preview = props.background || DEFAULT_STORY_BACKGROUND;
  return (
    <Stack gap="md">
      <Textarea
        label={t('composer.text')}
        placeholder={t('composer.textPlaceholder')}
        value={props.text}
        onChange={(event) => props.onTextChange(event.currentTarget.value)}
        error={props.textError}
        autosize
        minRows={3}
        maxRows={6}
        description={
          <Text component="span" size="xs" c={over ? 'red' : 'dimmed'}>
            {length}/{LIMITS.storyTextMax}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <fieldset
        className={classes.swatches}
        aria-describedby={props.backgroundError ? `${id}-error` : undefined}
      >
        <Text component="legend" size="sm" fw={500} mb={6}>
          {t('composer.background')}
        </Text>
        <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {STORY_BACKGROUNDS.map((name) => {
            const checked = props.background === name;
            return (
              <label
                key={name}
                className={classes.swatch}
                data-checked={checked || undefined}
                style={{ background: storyGradient(name) }}
                title={t(`backgrounds.${name}`)}
              >
                <input
                  type="radio"
                  className={classes.swatchInput}
                  name={`${id}-background`}
                  value={name}
                  checked={checked}
                  aria-label={t(`backgrounds.${name}`)}
                  onChange={() => props.onBackgroundChange(name)}
                />
                {checked && (
                  <IconCheck
                    size={20}
                    stroke={3}
                    color={STORY_BACKGROUND_STYLES[name].color}
                    aria-hidden
                  />
                )}
              </label>
            );
          })}
        </Box>
        {props.backgroundError && (
          <Text id={`${id}-error`} size="xs" c="red" mt={6}>
            {props.backgroundError}
          </Text>
        )}
      </fieldset>
      <div>
        <Text size="sm" fw={500} mb={6}>
          {t('composer.preview')}
        </Text>
        <Box
          className={classes.textCard}
          h={180}
          fz="lg"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            background: storyGradient(preview),
            color: STORY_BACKGROUND_STYLES[preview].color,
          }}
          data-testid="story-text-preview"
        >
          {props.text.trim() || t('composer.textPlaceholder')}
        </Box>
      </div>
    </Stack>
  );
}
