import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real PNG with EXIF-like metadata attached, to check that uploads strip it. */
export function pngImage(width = 64, height = 48, color = '#f76707'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .toBuffer();
}

/** Just over 5 MB of bytes behind a JPEG signature: too large whatever it decodes to. */
export function oversizedFile(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5 * 1024 * 1024 + 10)]);
}

export type FilePart = { name?: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----chingu${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
