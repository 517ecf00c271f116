import { Alert, Switch, Text } from '@mantine/core';
import { IconBellOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatures } from '@/hooks/use-features';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { pushSupported } from '@/lib/push-subscription';
import { usePushSubscription } from '../hooks/use-push-subscription';
import { SettingsCard } from './settings-card';

/**
 * PRODUCT §8.4 web push for this browser: a switch, or why there is none (an unsupported
 * browser, a server without push, notifications blocked in the browser's site settings).
 */
export function PushCard() {
  const { t } = useTranslation(['settings', 'errors']);
  const supported = pushSupported();
  const features = useFeatures({ skip: !supported });
  const { state, subscribe, unsubscribe } = usePushSubscription();
  const [busy, setBusy] = useState(false);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? subscribe() : unsubscribe());
      if (on) notifySuccess(t('push.enabled'));
      else notifySuccess(t('push.disabled'));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('push.failed')));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (state === 'unsupported') {
    body = <Note>{t('push.unsupported')}</Note>;
  } else if (!features.isLoading && !features.push) {
    body = <Note>{t('push.unavailable')}</Note>;
  } else if (state === 'denied') {
    body = (
      <Alert mt="md" color="yellow" variant="light" icon={<IconBellOff size={18} />}>
        <Text size="sm" fw={600}>
          {t('push.deniedTitle')}
        </Text>
        <Text size="sm">{t('push.denied')}</Text>
      </Alert>
    );
  } else {
    body = (
      <Switch
        mt="md"
        checked={state === 'on'}
        disabled={busy || state === 'checking' || features.isLoading}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        label={t('push.switch')}
      />
    );
  }

  return (
    <SettingsCard title={t('push.title')} hint={t('push.hint')}>
      {body}
    </SettingsCard>
  );
}

function Note({ children }: { children: string }) {
  return (
    <Alert mt="md" color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}
