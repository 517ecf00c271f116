import type { TMomentLocation } from '@chingu/contract';
import { MOODS, type Mood } from '@chingu/contract/constants';
import { ActionIcon, Badge, Group, Menu, Paper, Text } from '@mantine/core';
import { IconHash, IconMapPin, IconMoodSmile, IconPhoto, IconX } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '@/components/tooltip-icon-button';
import { labelForCode } from '@/lib/languages';
import { MOOD_EMOJI } from './moment-badges';

type ToolbarProps = {
  onPhotos: () => void;
  photosDisabled: boolean;
  mood: Mood | null;
  onMood: (mood: Mood) => void;
  onLocation: () => void;
  locating: boolean;
  onTags: () => void;
};

/** A tool of the toolbar: a large icon button with its tooltip. */
function ToolButton(props: Omit<ComponentProps<typeof TooltipIconButton>, 'size'>) {
  return <TooltipIconButton size="lg" {...props} />;
}

/** 'Add to your moment': photos, mood, location and tags (SPEC §2 Create moment). */
export function AddToMomentToolbar(props: ToolbarProps) {
  const { t } = useTranslation('moments');
  return (
    <Paper withBorder radius="lg" px="md" py="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {t('createMoment.addToMoment')}
        </Text>
        <Group gap={4}>
          <ToolButton
            label={t('createMoment.photos')}
            icon={<IconPhoto size={22} />}
            color="teal"
            onClick={props.onPhotos}
            disabled={props.photosDisabled}
          />
          <Menu position="bottom-end" withinPortal={false}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="yellow"
                size="lg"
                aria-label={t('createMoment.mood')}
              >
                <IconMoodSmile size={22} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('createMoment.chooseMood')}</Menu.Label>
              {MOODS.map((mood) => (
                <Menu.Item
                  key={mood}
                  leftSection={<span aria-hidden>{MOOD_EMOJI[mood]}</span>}
                  onClick={() => props.onMood(mood)}
                  fw={props.mood === mood ? 700 : undefined}
                >
                  {t(`moods.${mood}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <ToolButton
            label={t('createMoment.location')}
            icon={<IconMapPin size={22} />}
            color="red"
            onClick={props.onLocation}
            loading={props.locating}
          />
          <ToolButton
            label={t('createMoment.tags')}
            icon={<IconHash size={22} />}
            color="blue"
            onClick={props.onTags}
          />
        </Group>
      </Group>
    </Paper>
  );
}

function RemovableChip({
  children,
  removeLabel,
  onRemove,
  color,
}: {
  children: ReactNode;
  removeLabel?: string;
  onRemove?: () => void;
  color?: string;
}) {
  return (
    <Badge
      variant="light"
      color={color}
      size="lg"
      radius="xl"
      tt="none"
      fw={500}
      rightSection={
        onRemove ? (
          <ActionIcon
            size="xs"
            radius="xl"
            variant="transparent"
            color={color}
            aria-label={removeLabel}
            onClick={onRemove}
          >
            <IconX size={12} />
          </ActionIcon>
        ) : undefined
      }
    >
      {children}
    </Badge>
  );
}

type ChipsProps = {
  mood: Mood | null;
  onClearMood: () => void;
  location: TMomentLocation | null;
  onClearLocation: () => void;
  category: string;
  language: string;
  tags: readonly string[];
  onRemoveTag: (tag: string) => void;
};

/** Chips for what was added: mood, location, a non-default category and language, and tags. */
export function MomentChips(props: ChipsProps) {
  const { t, i18n } = useTranslation('moments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const any =
    props.mood ||
    props.location ||
    props.category !== 'general' ||
    props.language !== 'en' ||
    props.tags.length > 0;
  if (!any) return null;
  return (
    <Group gap={6} data-testid="moment-chips">
      {props.mood && (
        <RemovableChip
          color="yellow"
          removeLabel={t('createMoment.removeMood')}
          onRemove={props.onClearMood}
        >
          {MOOD_EMOJI[props.mood]} {t(`moods.${props.mood}`)}
        </RemovableChip>
      )}
      {props.location && (
        <RemovableChip
          color="red"
          removeLabel={t('createMoment.removeLocation')}
          onRemove={props.onClearLocation}
        >
          📍 {props.location.formattedAddress}
        </RemovableChip>
      )}
      {props.category !== 'general' && (
        <RemovableChip>{t(`categories.${props.category}`)}</RemovableChip>
      )}
      {props.language !== 'en' && (
        <RemovableChip color="grape">{labelForCode(props.language, locale)}</RemovableChip>
      )}
      {props.tags.map((tag) => (
        <RemovableChip
          key={tag}
          color="blue"
          removeLabel={t('createMoment.removeTag', { tag })}
          onRemove={() => props.onRemoveTag(tag)}
        >
          #{tag}
        </RemovableChip>
      ))}
    </Group>
  );
}
