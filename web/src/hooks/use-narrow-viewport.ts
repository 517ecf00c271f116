import { useMediaQuery } from '@mantine/hooks';
import { serverNarrowViewport } from '@/lib/first-render';

/**
 * Under 640 px wide (SPEC §9's phone layouts). Read during the first render, not after it: a page
 * the server rendered (decision 035) is laid out for its guess of the viewport, and the app's
 * first render over it must lay out the same, or the page moves when the app takes over.
 */
export function useNarrowViewport(): boolean {
  const serverGuess = serverNarrowViewport();
  // Mantine reads the initial value only when told to read the query in an effect (never on the
  // server); in the browser the query is read at once.
  return useMediaQuery('(max-width: 639px)', serverGuess, {
    getInitialValueInEffect: serverGuess !== undefined,
  });
}
