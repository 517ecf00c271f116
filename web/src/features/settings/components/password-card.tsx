import { ZChangePasswordRequest, type TChangePasswordRequest } from '@chingu/contract';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePasswordMutation } from '../api/change-password';
import { SettingsCard } from './settings-card';

/** Change password: the current one proves it is the member; other devices are signed out. */
export function PasswordCard({ userId }: { userId: string }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useContractForm<TChangePasswordRequest>(ZChangePasswordRequest, {
    initialValues: { currentPassword: '', newPassword: '' },
  });

  const submit = async (values: TChangePasswordRequest) => {
    try {
      const { data } = await changePassword({ userId, ...values }).unwrap();
      form.reset();
      notifySuccess(t('password.changed', { count: data.signedOut }));
    } catch (error) {
      const message = apiErrorMessage(error, t, t('password.failed'));
      // A wrong current password belongs under that field; anything else is a toast.
      if ((error as { data?: { code?: string } }).data?.code === 'wrongPassword') {
        form.setFieldError('currentPassword', message);
      } else {
        notifyError(message);
      }
    }
  };

  return (
    <SettingsCard title={t('password.title')} hint={t('password.hint')}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm" mt="md" maw={420}>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.newHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" loading={isLoading} w={{ base: '100%', xs: 'auto' }}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}
