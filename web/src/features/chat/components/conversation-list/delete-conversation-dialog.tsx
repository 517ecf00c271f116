import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  name: string | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** SPEC §2 Chat: the exact delete confirmation. */
export function DeleteConversationDialog({ name, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Modal opened={name !== null} onClose={onCancel} title={t('deleteDialog.title')} centered>
      <Stack>
        <Text>{t('deleteDialog.question', { name: name ?? '' })}</Text>
        <Text size="sm" c="red">
          {t('deleteDialog.warning')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {t('deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
