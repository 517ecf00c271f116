import type { TOwnUser } from '@chingu/contract';
import { MESSAGE_POLICIES, type MessagePolicy } from '@chingu/contract/constants';
import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateSettingsMutation } from '../api/update-settings';
import { SettingsCard } from './settings-card';

/**
 * Who may start a conversation; saved at once. The e-mail digest is in the notifications grid
 * (message e-mails), so one switch stands for it.
 */
export function PrivacyCard({ user }: { user: TOwnUser }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [updateSettings, { isLoading }] = useUpdateSettingsMutation();
  // Shown at once when changed (optimistic), put back if the server refuses.
  const [shown, setShown] = useState({ messagePolicy: user.messagePolicy });

  const save = async (change: { messagePolicy: MessagePolicy }) => {
    const before = shown;
    setShown({ ...shown, ...change });
    try {
      await updateSettings({ userId: user._id, ...change }).unwrap();
      notifySuccess(t('privacy.saved'));
    } catch (error) {
      setShown(before);
      notifyError(apiErrorMessage(error, t, t('privacy.failed')));
    }
  };

  return (
    <SettingsCard title={t('privacy.title')}>
      <Radio.Group
        mt="md"
        label={t('privacy.messagePolicy')}
        value={shown.messagePolicy}
        onChange={(value) => void save({ messagePolicy: value as MessagePolicy })}
      >
        <Stack gap="xs" mt="xs">
          {MESSAGE_POLICIES.map((policy) => (
            <Radio
              key={policy}
              value={policy}
              disabled={isLoading}
              label={t(`privacy.policies.${policy}.label`)}
              description={t(`privacy.policies.${policy}.description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed" mt="md">
        {t('privacy.note')}
      </Text>
    </SettingsCard>
  );
}
