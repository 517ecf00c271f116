import '@mantine/dropzone/styles.css';
import { IMAGE_MIME_TYPES, LIMITS } from '@chingu/contract/constants';
import { Group, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = Omit<DropzoneProps, 'accept' | 'maxSize' | 'multiple' | 'children'> & {
  /** What the hidden file input announces. */
  label: string;
  title: ReactNode;
  hint: ReactNode;
  /** Shown while nothing is dragged over (a photo icon by default). */
  idleIcon?: ReactNode;
  minHeight?: number;
  /** False where one photo is wanted (a story). */
  multiple?: boolean;
};

/**
 * The drop area / file picker for photos everywhere (registration, gallery, moments): images
 * only, 5 MB each (PRODUCT §4), with what a drag over it will do.
 */
export function ImageDropzone({
  label,
  title,
  hint,
  idleIcon,
  minHeight = 96,
  multiple = true,
  ...props
}: Props) {
  return (
    <Dropzone
      accept={IMAGE_MIME_TYPES}
      maxSize={LIMITS.imageMaxBytes}
      multiple={multiple}
      inputProps={{ 'aria-label': label }}
      {...props}
    >
      <Group
        justify="center"
        gap="md"
        mih={minHeight}
        wrap="nowrap"
        style={{ pointerEvents: 'none' }}
      >
        <Dropzone.Accept>
          <IconUpload size={36} color="var(--mantine-color-chingu-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          {idleIcon ?? <IconPhotoUp size={36} color="var(--mantine-color-dimmed)" aria-hidden />}
        </Dropzone.Idle>
        <div>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
