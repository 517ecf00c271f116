/**
 * "Export for Anki": the CSV comes with the member's token, so it is fetched and handed to the
 * browser as a file (a plain link could not carry the Authorization header).
 */
export async function downloadNotebook(token: string): Promise<void> {
  const response = await fetch('/api/v1/notebook/export', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export failed with ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'chingu-notebook.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
