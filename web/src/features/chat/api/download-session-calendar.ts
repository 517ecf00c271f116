/**
 * "Add to calendar" (PRODUCT §9.2): the session's .ics comes with the member's token, so it is
 * fetched and handed to the browser as a file (a plain link could not carry the header). The
 * calendar app the system opens for .ics files takes it from there.
 */
export async function downloadSessionCalendar(token: string, messageId: string): Promise<void> {
  const response = await fetch(`/api/v1/sessions/${encodeURIComponent(messageId)}.ics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`calendar download failed with ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'chingu-session.ics';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
