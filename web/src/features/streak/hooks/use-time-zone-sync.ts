import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useUpdateTimeZoneMutation } from '../api/update-time-zone';

/** The browser's IANA time zone, or null where it cannot say. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Sends the browser's time zone when it differs from the stored one (PRODUCT §9.2, decision 047):
 * after sign-in, registration, or a trip. Once per member and zone in a tab: a zone the server
 * refuses is not sent again and again (the member's days count in the stored zone, or UTC).
 */
export function useTimeZoneSync() {
  const me = useAppSelector(selectCurrentUser);
  const [updateTimeZone] = useUpdateTimeZoneMutation();
  const sent = useRef<string | null>(null);
  const userId = me?._id;
  const stored = me?.timeZone ?? null;
  useEffect(() => {
    if (!userId) return;
    const zone = browserTimeZone();
    if (!zone || zone === stored) return;
    const key = `${userId} ${zone}`;
    if (sent.current === key) return;
    sent.current = key;
    void updateTimeZone({ userId, timeZone: zone });
  }, [userId, stored, updateTimeZone]);
}
