/**
 * "Download my data": the archive comes with the member's token, so it is fetched and handed to
 * the browser as a file (a plain link could not carry the Authorization header).
 */
export async function downloadMyData(userId: string, token: string): Promise<void> {
  const response = await fetch(`/api/v1/auth/users/${userId}/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export failed with ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'chingu-my-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
