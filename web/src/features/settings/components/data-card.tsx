import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectUserInfo } from '@/stores/auth-slice';
import { useDeleteAccountMutation } from '../api/delete-account';
import { downloadMyData } from '../api/download-my-data';
import { SettingsCard } from './settings-card';

/** "Download my data" and the danger zone: deleting the account after the password. */
export function DataCard({ userId }: { userId: string }) {
  const { t } = useTranslation(['settings', 'errors']);
  const token = useAppSelector(selectUserInfo)?.token ?? '';
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData(userId, token);
    } catch {
      notifyError(t('data.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    setConfirming(false);
    setPassword('');
    setPasswordError(null);
  };

  const confirmDelete = async () => {
    if (!password) {
      setPasswordError(t('errors:passwordRequired'));
      return;
    }
    try {
      await deleteAccount({ userId, password }).unwrap();
      notifySuccess(t('data.deleted'));
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      setPasswordError(apiErrorMessage(error, t, t('data.deleteFailed')));
    }
  };

  return (
    <SettingsCard title={t('data.title')} hint={t('data.downloadHint')}>
      <Button
        mt="sm"
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
      >
        {t('data.download')}
      </Button>

      <Stack
        gap={4}
        mt="xl"
        p="md"
        style={{
          border: '1px solid var(--mantine-color-red-outline)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Text fw={600} c="red">
          {t('data.deleteTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('data.deleteHint')}
        </Text>
        <Group mt="xs">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('data.delete')}
          </Button>
        </Group>
      </Stack>

      <Modal opened={confirming} onClose={close} title={t('data.confirmTitle')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDelete();
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm">{t('data.confirmText')}</Text>
            <PasswordInput
              label={t('data.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(null);
              }}
              error={passwordError}
              data-autofocus
              withAsterisk
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                {t('data.cancel')}
              </Button>
              <Button type="submit" color="red" loading={deleting}>
                {t('data.confirmDelete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
