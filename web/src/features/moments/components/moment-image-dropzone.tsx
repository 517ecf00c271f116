import type { FileRejection } from '@mantine/dropzone';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/components/image-dropzone';

type Props = {
  openRef: RefObject<(() => void) | null>;
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  disabled: boolean;
};

/** Drop area / file picker for a moment's photos: images only, 5 MB each (SPEC §5). */
export function MomentImageDropzone({ openRef, onDrop, onReject, disabled }: Props) {
  const { t } = useTranslation('moments');
  return (
    <ImageDropzone
      openRef={openRef}
      onDrop={onDrop}
      onReject={onReject}
      disabled={disabled}
      label={t('createMoment.dropImages')}
      title={t('createMoment.dropImages')}
      hint={t('createMoment.dropHint')}
      minHeight={64}
      radius="lg"
      p="md"
    />
  );
}
