import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import i18n from 'i18next';

/**
 * Registers the service worker (web/src/sw/sw.ts; production builds only, see main.tsx). A new
 * version installs in the background and waits: tabs running the old one keep working from the
 * old precache. The member gets a toast; "Reload" lets the new worker take over and reloads
 * (docs/decisions/018-service-worker.md).
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('service worker registration failed:', error);
    return;
  }
  // A browser that blocks workers (a policy, an automated browser) may answer with nothing.
  if (!registration) return;
  // Only a worker that replaces one in control is an update; the first install is silent.
  const offerUpdate = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) showUpdateToast(worker);
  };
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerUpdate(worker);
    });
  });
}

function showUpdateToast(worker: ServiceWorker) {
  const id = 'app-update';
  notifications.show({
    id,
    autoClose: false,
    icon: <IconRefresh size={18} />,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{i18n.t('common:update.ready')}</Text>
        <Button
          size="compact-sm"
          onClick={() => {
            notifications.hide(id);
            navigator.serviceWorker.addEventListener('controllerchange', () =>
              window.location.reload(),
            );
            worker.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          {i18n.t('common:update.reload')}
        </Button>
      </Group>
    ),
  });
}
