const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A call's length: m:ss in the chat ("Video call · 3:12"), mm:ss on the running call screen
 * (`padMinutes`, so the timer does not change width at 10 minutes); h:mm:ss from an hour on.
 */
export function formatCallDuration(totalSeconds: number, padMinutes = false): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}:${pad(m)}:${pad(s)}`;
  return `${padMinutes ? pad(m) : m}:${pad(s)}`;
}
