import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardProps } from './card-props';

type Props = Pick<
  CardProps,
  'editing' | 'canEdit' | 'saving' | 'onEdit' | 'onSave' | 'onCancel'
> & {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
};

/** A profile card with its own Edit / Save / Cancel. */
export function EditableCard({
  title,
  icon,
  editing,
  canEdit,
  saving,
  onEdit,
  onSave,
  onCancel,
  children,
  testId,
}: Props) {
  const { t } = useTranslation('profile');
  return (
    <Card
      padding="lg"
      shadow="xs"
      h="100%"
      data-testid={testId}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" wrap="nowrap" mb="md" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        {!editing && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            disabled={!canEdit}
            aria-label={t('actions.edit_card', { card: title })}
          >
            {t('actions.edit')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">{children}</Stack>
      {editing && (
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            onClick={onCancel}
            disabled={saving}
          >
            {t('actions.cancel')}
          </Button>
          <Button leftSection={<IconCheck size={16} />} onClick={onSave} loading={saving}>
            {t('actions.save')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
