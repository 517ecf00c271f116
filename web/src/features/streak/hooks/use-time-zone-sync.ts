import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/hooks/store';
import { askBackground } from '@/lib/background-worker';
import { afterEarlyAnswers } from '@/lib/early-answers';
import { whenIdle } from '@/lib/when-idle';
import { selectCurrentUserId, selectCurrentUserTimeZone } from '@/stores/auth-slice';
import { useUpdateTimeZoneMutation } from '../api/update-time-zone';

/** The browser's IANA time zone, or null where it cannot say. */
function browserTimeZone(): Promise<string | null> {
  return askBackground({ kind: 'timeZone' }).catch(() => null);
}

/**
 * Sends the browser's time zone when it differs from the stored one (PRODUCT §9.2, decision 047):
 * after sign-in, registration, or a trip. Once per member and zone in a tab: a zone the server
 * refuses is not sent again and again (the member's days count in the stored zone, or UTC).
 */
export function useTimeZoneSync() {
  const userId = useAppSelector(selectCurrentUserId);
  const stored = useAppSelector(selectCurrentUserTimeZone);
  const [updateTimeZone] = useUpdateTimeZoneMutation();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const sync = async () => {
      const zone = await browserTimeZone();
      if (!active || !zone || zone === stored) return;
      const key = `${userId} ${zone}`;
      if (sent.current === key) return;
      sent.current = key;
      void updateTimeZone({ userId, timeZone: zone });
    };
    // When idle, and after the first screen took its early answers: a write ends them
    // (lib/early-answers.ts). The zone comes from the background worker: the first
    // Intl.DateTimeFormat loads the browser's locale data, a 200 ms task on a slow phone (issue 32).
    let cancelAfter = () => {};
    const cancelIdle = whenIdle(() => {
      cancelAfter = afterEarlyAnswers(() => void sync());
    });
    return () => {
      active = false;
      cancelIdle();
      cancelAfter();
    };
  }, [userId, stored, updateTimeZone]);
}
