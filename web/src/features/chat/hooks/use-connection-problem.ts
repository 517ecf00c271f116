import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/hooks/store';
import { selectSocketConnected } from '../stores/chat-slice';

/** A first connection slower than this is worth telling about; a quicker one is not. */
export const FIRST_CONNECT_GRACE_MS = 5000;

export type ConnectionProblem = 'offline' | 'reconnecting' | null;

/**
 * What is wrong with the live connection, if anything: the browser is offline, or the socket
 * was lost (or has not come up for a while). null while all is well, and during the first
 * seconds of a page load while the socket connects.
 */
export function useConnectionProblem(): ConnectionProblem {
  const connected = useAppSelector(selectSocketConnected);
  const { online } = useNetwork();
  const [wasConnected, setWasConnected] = useState(connected);
  const [slowStart, setSlowStart] = useState(false);
  // Adjusted while rendering (React's pattern for state derived from a change).
  if (connected && !wasConnected) setWasConnected(true);

  useEffect(() => {
    if (connected) return;
    const timer = setTimeout(() => setSlowStart(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [connected]);

  if (!online) return 'offline';
  if (connected) return null;
  return wasConnected || slowStart ? 'reconnecting' : null;
}
