import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  name: string | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function BlockUserDialog({ name, loading, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      opened={name !== null}
      onClose={onCancel}
      title={t('blockDialog.title', { name: name ?? '' })}
      centered
    >
      <Stack>
        <Text size="sm">{t('blockDialog.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('blockDialog.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {t('blockDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
