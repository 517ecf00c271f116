import type { Level } from '@chingu/contract/constants';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/tooltip';
import { useLanguageLabel } from '@/lib/languages';

/**
 * A member's level in the language they learn (PRODUCT §9.2) as a small badge, "B1", named in
 * full for screen readers and on hover ("Level B1 in Korean"). Nothing when they have not said.
 */
export function LevelBadge({
  level,
  language,
  size = 'sm',
}: {
  level: Level | null | undefined;
  /** The language the level is in (`language_to_learn`). */
  language?: string;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation();
  const label = useLanguageLabel();
  if (!level) return null;
  const languageName = language ? label(language)?.label : undefined;
  const description = languageName
    ? t('levels.badge', { level, language: languageName })
    : t('levels.badgeNoLanguage', { level });
  return (
    <Tooltip label={`${description} · ${t(`levels.names.${level}`)}`} withArrow openDelay={300}>
      <Badge
        size={size}
        variant="light"
        radius="sm"
        style={{ flexShrink: 0 }}
        aria-label={description}
        role="img"
        data-testid="level-badge"
      >
        {level}
      </Badge>
    </Tooltip>
  );
}
