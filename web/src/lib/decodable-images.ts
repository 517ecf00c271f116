import type { FileRejection } from '@mantine/dropzone';

/**
 * Whether the browser can decode the file as an image. The picker and drop zone only look at the
 * declared type, so a renamed document would pass them, show a broken preview and be refused by
 * the server at the last step; decoding tells at once, on the step where the file was added.
 */
export async function canDecodeImage(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** Splits picked files into decodable images and the others, as Dropzone rejections. */
export async function splitDecodableImages(
  files: File[],
): Promise<{ images: File[]; rejections: FileRejection[] }> {
  const decodable = await Promise.all(files.map(canDecodeImage));
  return {
    images: files.filter((_, i) => decodable[i]),
    rejections: files
      .filter((_, i) => !decodable[i])
      .map((file) => ({
        file: file as FileRejection['file'],
        errors: [{ code: 'file-invalid-type', message: 'The file is not an image' }],
      })),
  };
}
