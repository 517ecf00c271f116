import { ActionIcon, Group, Title, UnstyledButton } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../chat.module.css';

/** The "Archived" entry at the head of the main conversation list. */
export function ArchivedEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <UnstyledButton className={classes.archivedEntry} onClick={onOpen}>
      <IconArchive size={18} aria-hidden />
      <span style={{ flex: 1 }}>{t('archive.open')}</span>
      <IconChevronRight size={16} aria-hidden />
    </UnstyledButton>
  );
}

/** The title of the Archived list, with the way back to the main list. */
export function ArchivedHeader({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('archive.back')}>
        <IconArrowLeft size={18} />
      </ActionIcon>
      <Title order={2} size="h3">
        {t('archive.title')}
      </Title>
    </Group>
  );
}
