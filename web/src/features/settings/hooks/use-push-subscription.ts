import type { TPushSubscriptionRequest } from '@chingu/contract';
import { useCallback, useEffect, useState } from 'react';
import { pushSupported, serviceWorkerRegistration } from '@/lib/push-subscription';
import { useDeletePushSubscriptionMutation } from '../api/delete-push-subscription';
import { useLazyGetPushPublicKeyQuery } from '../api/get-push-public-key';
import { useSavePushSubscriptionMutation } from '../api/save-push-subscription';

/**
 * Where this browser stands with web push (PRODUCT §8.4): `unsupported` (no Push API, or no
 * service worker: dev builds have none), `denied` (the member blocked notifications for the
 * site), else `off` or `on`; `checking` while the subscription is looked up.
 */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** The VAPID key comes base64url-encoded; PushManager wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Subscribes and unsubscribes this browser; errors are thrown to the caller (the card). */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>(() =>
    pushSupported() ? 'checking' : 'unsupported',
  );
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [deleteSubscription] = useDeletePushSubscriptionMutation();

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void (async () => {
      const worker = await serviceWorkerRegistration();
      const subscription = await worker?.pushManager.getSubscription();
      if (!live) return;
      if (!worker) setState('unsupported');
      else if (subscription) setState('on');
      else setState(Notification.permission === 'denied' ? 'denied' : 'off');
    })().catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const subscribe = useCallback(async () => {
    const worker = await serviceWorkerRegistration();
    if (!worker) return setState('unsupported');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      // Dismissing the prompt leaves it askable; a refusal is for the browser's settings.
      setState(permission === 'denied' ? 'denied' : 'off');
      return;
    }
    const publicKey = await getPublicKey(undefined, true).unwrap();
    const subscribeAndSave = async () => {
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      try {
        await saveSubscription(subscription.toJSON() as TPushSubscriptionRequest).unwrap();
      } catch (error) {
        // The server does not know it: no half-subscribed browser.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
    };
    try {
      await subscribeAndSave();
    } catch {
      // A subscription left by someone who used this browser before stays theirs (the server
      // refuses to move it); the one made after dropping it is new, and ours.
      await subscribeAndSave();
    }
    setState('on');
  }, [getPublicKey, saveSubscription]);

  const unsubscribe = useCallback(async () => {
    const worker = await serviceWorkerRegistration();
    const subscription = await worker?.pushManager.getSubscription();
    if (subscription) {
      await deleteSubscription({ endpoint: subscription.endpoint }).unwrap();
      await subscription.unsubscribe();
    }
    setState('off');
  }, [deleteSubscription]);

  return { state, subscribe, unsubscribe };
}
