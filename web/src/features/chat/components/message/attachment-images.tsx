import type { TAttachment } from '@chingu/contract';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../chat.module.css';

/** Full-size photos in a modal: arrows (buttons and keys) step through them, Escape closes. */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: Pick<TAttachment, '_id' | 'url'>[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const step = (delta: number) => {
    if (index === null || count < 2) return;
    onIndex((index + delta + count) % count);
  };
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }
  const position = { index: (index ?? 0) + 1, count };
  return (
    <Modal
      opened={current !== undefined}
      onClose={onClose}
      size="auto"
      centered
      title={t('attachments.viewer', position)}
      closeButtonProps={{ 'aria-label': t('attachments.close') }}
      onKeyDown={onKeyDown}
    >
      {current && (
        <>
          <img
            src={current.url}
            alt={t('attachments.photo', position)}
            className={classes.viewerImage}
          />
          {count > 1 && (
            <Group justify="center" mt="sm">
              <ActionIcon
                variant="light"
                onClick={() => step(-1)}
                aria-label={t('attachments.previous')}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Text size="sm" c="dimmed" aria-hidden>
                {position.index} / {count}
              </Text>
              <ActionIcon
                variant="light"
                onClick={() => step(1)}
                aria-label={t('attachments.next')}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}

/** An image message's photos in a grid; a click (or Enter) opens them full size. */
export function AttachmentImages({ photos }: { photos: TAttachment[] }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  return (
    <>
      <div className={classes.photoGrid} data-single={count === 1 || undefined}>
        {photos.map((photo, index) => (
          <button
            key={photo._id}
            type="button"
            className={classes.photoButton}
            aria-label={t('attachments.open', { index: index + 1, count })}
            onClick={() => setOpen(index)}
          >
            <img
              src={photo.url}
              alt=""
              loading="lazy"
              width={photo.width}
              height={photo.height}
              data-testid="message-photo"
            />
          </button>
        ))}
      </div>
      <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
