import { LIMITS } from '@chingu/contract/constants';
import type { FileRejection } from '@mantine/dropzone';
import { useCallback, useEffect, useRef, useState } from 'react';
import { canDecodeImage } from '@/lib/decodable-images';

export type SelectedImage = { id: number; file: File; url: string | undefined };

function previewUrl(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function revoke(items: readonly SelectedImage[]) {
  for (const item of items) if (item.url) URL.revokeObjectURL(item.url);
}

type Problems = { tooMany: boolean; notImage: boolean; tooLarge: boolean };

/**
 * Newly chosen images with object-URL previews. `existingCount` images are already on the moment;
 * together at most 10 (SPEC §5). `onProblem` reports what was refused, for the toasts.
 */
export function useImageSelection(existingCount: number, onProblem: (problems: Problems) => void) {
  const [selected, setSelected] = useState<SelectedImage[]>([]);
  const nextId = useRef(0);
  const latest = useRef(selected);
  useEffect(() => {
    latest.current = selected;
  }, [selected]);
  // Free the previews when the screen goes away.
  useEffect(() => () => revoke(latest.current), []);

  const remaining = Math.max(0, LIMITS.imagesPerMoment - existingCount - selected.length);

  const add = useCallback(
    async (files: readonly File[]) => {
      // Decoded, not only typed: a renamed document would otherwise preview broken.
      const decodable = await Promise.all(
        files.map((file) => file.type.startsWith('image/') && canDecodeImage(file)),
      );
      const images = files.filter((_, i) => decodable[i]);
      const small = images.filter((file) => file.size <= LIMITS.imageMaxBytes);
      const kept = small.slice(0, remaining);
      const problems = {
        notImage: images.length < files.length,
        tooLarge: small.length < images.length,
        tooMany: kept.length < small.length,
      };
      if (problems.notImage || problems.tooLarge || problems.tooMany) onProblem(problems);
      if (kept.length === 0) return;
      setSelected((current) => [
        ...current,
        ...kept.map((file) => ({ id: nextId.current++, file, url: previewUrl(file) })),
      ]);
    },
    [remaining, onProblem],
  );

  /** Dropzone refusals (wrong type, too large, too many) map to the same problems. */
  const reject = useCallback(
    (rejections: FileRejection[]) => {
      const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
      onProblem({
        notImage: codes.has('file-invalid-type'),
        tooLarge: codes.has('file-too-large'),
        tooMany: codes.has('too-many-files'),
      });
    },
    [onProblem],
  );

  const remove = useCallback((id: number) => {
    setSelected((current) => {
      revoke(current.filter((s) => s.id === id));
      return current.filter((s) => s.id !== id);
    });
  }, []);

  return { selected, files: selected.map((s) => s.file), remaining, add, reject, remove };
}
