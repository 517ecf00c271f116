import { IMAGE_MIME_TYPES } from '@chingu/contract/constants';
import { CloseButton, Image, Progress, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedPhoto } from '../../hooks/use-attachment-selection';
import classes from '../chat.module.css';
import { ComposerIconButton } from './composer-icon-button';

/** The composer's attach button: a file picker for photos (several at once). */
export function AttachmentButton({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (files: File[]) => void;
}) {
  const { t } = useTranslation('chat');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ComposerIconButton
        label={t('attachments.attach')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <IconPhotoPlus size={18} />
      </ComposerIconButton>
      <input
        ref={input}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple
        hidden
        data-testid="attachment-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
    </>
  );
}

/** The photos waiting above the composer, each with a remove button. */
export function AttachmentTray({
  photos,
  max,
  onRemove,
}: {
  photos: PickedPhoto[];
  max: number;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  if (photos.length === 0) return null;
  return (
    <div className={classes.tray} role="group" aria-label={t('attachments.photosLabel')}>
      <ul className={classes.trayList}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={classes.trayItem} data-testid="attachment-preview">
            <Image
              src={photo.url}
              alt={t('attachments.preview', { index: index + 1 })}
              w={64}
              h={64}
              radius="md"
              fit="cover"
            />
            <CloseButton
              size="sm"
              radius="xl"
              variant="filled"
              className={classes.trayRemove}
              aria-label={t('attachments.remove', { index: index + 1 })}
              onClick={() => onRemove(photo.id)}
            />
          </li>
        ))}
      </ul>
      <Text size="xs" c="dimmed">
        {t('attachments.count', { count: photos.length, max })}
      </Text>
    </div>
  );
}

/** A pending photo or voice message's upload, on its bubble. */
export function UploadProgress({ value }: { value: number }) {
  const { t } = useTranslation('chat');
  const percent = Math.round(value * 100);
  return (
    <Progress
      value={percent}
      size="sm"
      mt={4}
      color="gray"
      aria-label={t('attachments.uploading', { percent })}
      data-testid="upload-progress"
    />
  );
}
