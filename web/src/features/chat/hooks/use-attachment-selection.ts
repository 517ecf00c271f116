import { IMAGE_MIME_TYPES, LIMITS } from '@chingu/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDecodeImage } from '@/lib/decodable-images';
import { notifyError } from '@/lib/notify';

export type PickedPhoto = { id: number; file: File; url: string | undefined };

const MAX_MB = Math.round(LIMITS.imageMaxBytes / (1024 * 1024));
const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

function previewUrl(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

/**
 * The photos waiting above the composer (PRODUCT §8.3): at most LIMITS.attachmentsPerMessage,
 * each an image the browser decodes (the contract's types) of at most LIMITS.imageMaxBytes, as
 * the moments and profile photo checks; what is refused is said in a toast and never uploaded.
 */
export function useAttachmentSelection() {
  const { t } = useTranslation('chat');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const nextId = useRef(0);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);

  const add = useCallback(
    async (files: readonly File[]) => {
      const decodable = await Promise.all(
        files.map((file) => IMAGE_TYPES.includes(file.type) && canDecodeImage(file)),
      );
      const images = files.filter((_, i) => decodable[i]);
      const small = images.filter((file) => file.size <= LIMITS.imageMaxBytes);
      const room = Math.max(0, LIMITS.attachmentsPerMessage - latest.current.length);
      const kept = small.slice(0, room);
      if (images.length < files.length) notifyError(t('attachments.notImage'));
      if (small.length < images.length) notifyError(t('attachments.tooLarge', { max: MAX_MB }));
      if (kept.length < small.length) {
        notifyError(t('attachments.tooMany', { max: LIMITS.attachmentsPerMessage }));
      }
      if (kept.length === 0) return;
      const added = kept.map((file) => ({ id: nextId.current++, file, url: previewUrl(file) }));
      latest.current = [...latest.current, ...added];
      setPhotos(latest.current);
    },
    [t],
  );

  const remove = useCallback((id: number) => {
    const gone = latest.current.find((p) => p.id === id);
    if (gone?.url) URL.revokeObjectURL(gone.url);
    latest.current = latest.current.filter((p) => p.id !== id);
    setPhotos(latest.current);
  }, []);

  /** Hands the photos over (to the pending message, which keeps the previews): nothing to free. */
  const take = useCallback(() => {
    const taken = latest.current;
    latest.current = [];
    setPhotos([]);
    return taken;
  }, []);

  return { photos, add, remove, take, full: photos.length >= LIMITS.attachmentsPerMessage };
}
