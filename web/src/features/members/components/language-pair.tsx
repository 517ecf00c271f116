import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/tooltip';
import { useLanguageLabel, type LanguageLabel } from '@/lib/languages';

/** One language of the pair: its flag, and its name where labels are shown. */
function LanguageSide({
  language,
  withLabel,
  fallback,
}: {
  language: LanguageLabel | null;
  withLabel: boolean;
  fallback: string;
}) {
  return (
    <>
      <Text span fz="lg" lh={1} aria-hidden>
        {language?.flag ?? '❔'}
      </Text>
      {withLabel && (
        <Text span size="sm" c="dimmed" aria-hidden>
          {language?.label ?? fallback}
        </Text>
      )}
    </>
  );
}

/** Native -> learning flags, with the localised names for screen readers and on hover. */
export function LanguagePair({
  native,
  learning,
  withLabels = false,
}: {
  native: string;
  learning: string;
  withLabels?: boolean;
}) {
  const { t } = useTranslation('members');
  const label = useLanguageLabel();
  const nativeLabel = label(native);
  const learningLabel = label(learning);
  const notSpecified = t('communityDetail.notSpecified');
  const description = t('card.learns', {
    native: nativeLabel?.label ?? notSpecified,
    learning: learningLabel?.label ?? notSpecified,
  });
  return (
    <Tooltip label={description} withArrow openDelay={300}>
      <Group gap={6} wrap="nowrap" aria-label={description} role="img">
        <LanguageSide language={nativeLabel} withLabel={withLabels} fallback={notSpecified} />
        <IconArrowRight size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
        <LanguageSide language={learningLabel} withLabel={withLabels} fallback={notSpecified} />
      </Group>
    </Tooltip>
  );
}
