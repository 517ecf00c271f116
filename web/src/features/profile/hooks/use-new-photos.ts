import type { FileRejection, FileWithPath } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDecodableImages } from '@/lib/decodable-images';
import { fitToSlots, remainingSlots } from '../utils/files';

export type NewPhoto = { id: number; file: File; url: string | undefined };

function previewUrl(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function revoke(items: NewPhoto[]) {
  for (const item of items) if (item.url) URL.revokeObjectURL(item.url);
}

/**
 * The photos chosen in Manage photos, with object-URL previews, on top of `current` ones (at
 * most 10 together): what was refused or cut off is a toast.
 */
export function useNewPhotos(current: number) {
  const { t } = useTranslation('profile');
  const [selected, setSelected] = useState<NewPhoto[]>([]);
  const nextId = useRef(0);
  const remaining = remainingSlots(current, selected.length);
  const tooMany = () =>
    notifications.show({ color: 'yellow', message: t('gallery.max_upload', { count: remaining }) });

  const onReject = (rejections: FileRejection[]) => {
    const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
    if (codes.has('file-invalid-type')) {
      notifications.show({ color: 'red', message: t('gallery.only_images') });
    }
    if (codes.has('file-too-large')) {
      notifications.show({ color: 'red', message: t('gallery.too_large') });
    }
    if (codes.has('too-many-files')) tooMany();
  };

  const onDrop = async (picked: FileWithPath[]) => {
    const { images: files, rejections } = await splitDecodableImages(picked);
    if (rejections.length > 0) onReject(rejections);
    const { kept, cutOff } = fitToSlots(files, remaining);
    if (cutOff > 0) tooMany();
    if (kept.length === 0) return;
    setSelected((list) => [
      ...list,
      ...kept.map((file) => ({ id: nextId.current++, file, url: previewUrl(file) })),
    ]);
  };

  const remove = (id: number) => {
    setSelected((list) => {
      revoke(list.filter((s) => s.id === id));
      return list.filter((s) => s.id !== id);
    });
    notifications.show({ color: 'teal', message: t('messages.image_removed') });
  };

  const clear = () => {
    revoke(selected);
    setSelected([]);
  };

  return { selected, remaining, onDrop, onReject, remove, clear };
}
