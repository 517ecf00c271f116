/**
 * Object URLs for local image previews, one per File, created lazily and released when the file
 * is removed. Kept outside React state so StrictMode's double effects cannot revoke a URL in use.
 */
const cache = new WeakMap<File, string>();

export function previewUrl(file: File): string | undefined {
  if (typeof URL.createObjectURL !== 'function') return undefined;
  let url = cache.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    cache.set(file, url);
  }
  return url;
}

export function releasePreview(file: File) {
  const url = cache.get(file);
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  cache.delete(file);
}
