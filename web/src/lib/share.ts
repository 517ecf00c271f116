/** What happened when the member asked to share a link. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares with the device share sheet when there is one, else copies the link (SPEC §7 Other).
 * Cancelling the share sheet is reported as 'cancelled' so callers can stay silent (SPEC §8).
 */
export async function shareLink(data: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        return 'cancelled';
      }
      // Share sheet refused (e.g. not allowed here): fall back to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
