import type { TMoment } from '@chingu/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconPencilCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';

export const MOOD_EMOJI: Record<NonNullable<TMoment['mood']>, string> = {
  happy: '😊',
  excited: '🤩',
  grateful: '🙏',
  motivated: '💪',
  relaxed: '😌',
  curious: '🤔',
};

/**
 * Category, language and mood badges of a moment (SPEC §2), and "Correct me" with how many
 * corrections it has (PRODUCT §9.2).
 */
export function MomentBadges({
  moment,
}: {
  moment: Pick<TMoment, 'category' | 'language' | 'mood'> &
    Partial<Pick<TMoment, 'correctMe' | 'correctionCount'>>;
}) {
  const { t, i18n } = useTranslation('moments');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <Group gap={6}>
      <Badge variant="light" radius="sm">
        {t(`categories.${moment.category}`)}
      </Badge>
      <Badge variant="light" color="grape" radius="sm">
        {labelForCode(moment.language, locale)}
      </Badge>
      {moment.mood && (
        <Badge variant="light" color="yellow" radius="sm">
          {MOOD_EMOJI[moment.mood]} {t(`moods.${moment.mood}`)}
        </Badge>
      )}
      {moment.correctMe && (
        <Badge
          variant="light"
          color="teal"
          radius="sm"
          leftSection={<IconPencilCheck size={12} aria-hidden />}
          data-testid="correct-me-badge"
        >
          {t('correctMe.badge')}
        </Badge>
      )}
      {moment.correctionCount ? (
        <Text size="xs" c="dimmed" data-testid="correction-count">
          {t('correctMe.corrections', { count: moment.correctionCount })}
        </Text>
      ) : null}
    </Group>
  );
}

/** Tags shown as #tag; a click can filter the feed by that tag. */
export function MomentTags({
  tags,
  onSelect,
}: {
  tags: readonly string[];
  onSelect?: (tag: string) => void;
}) {
  if (tags.length === 0) return null;
  return (
    <Group gap={8}>
      {tags.map((tag) =>
        onSelect ? (
          <Text
            key={tag}
            component="button"
            type="button"
            size="sm"
            c="chingu"
            fw={500}
            onClick={() => onSelect(tag)}
            style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
          >
            #{tag}
          </Text>
        ) : (
          <Text key={tag} size="sm" c="chingu" fw={500}>
            #{tag}
          </Text>
        ),
      )}
    </Group>
  );
}
