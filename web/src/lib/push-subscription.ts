/**
 * This browser's web push subscription (PRODUCT §8.4), shared by the settings card, which turns it
 * on and off, and sign-out, which turns it off: a browser's endpoint belongs to the member who
 * subscribed it and is never handed to the next one (issue 29), so it goes when they leave.
 */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined'
  );
}

export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's subscription, if it has one (null where push is unsupported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  try {
    const worker = await serviceWorkerRegistration();
    return (await worker?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}
