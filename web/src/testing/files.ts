import { vi } from 'vitest';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file the test decoder (src/testing/setup.ts) takes for a PNG: the signature, then `size` bytes. */
export function pngFile(name: string, size = 100): File {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * jsdom has no object URLs (image previews fall back to an icon without them): stub them for the
 * current test (src/testing/setup.ts unstubs every global after each test).
 */
export function stubObjectUrls(): void {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
}
