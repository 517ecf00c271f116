import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { IMAGE_MIME_TYPES, LIMITS } from '@chingu/contract/constants';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Dropzone
      openRef={openRef}
      onDrop={onDrop}
      onReject={onReject}
      accept={IMAGE_MIME_TYPES}
      maxSize={LIMITS.imageMaxBytes}
      multiple
      disabled={disabled}
      inputProps={{ 'aria-label': t('createMoment.dropImages') }}
      radius="lg"
      p="md"
    >
      <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
        <IconPhotoUp size={32} color="var(--mantine-color-dimmed)" />
        <div>
          <Text fw={500} size="sm">
            {t('createMoment.dropImages')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('createMoment.dropHint')}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
