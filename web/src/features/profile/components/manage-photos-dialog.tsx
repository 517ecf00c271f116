import { LIMITS } from '@chingu/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/components/image-dropzone';
import { canDecodeImage } from '@/lib/decodable-images';
import { useDeletePhotoMutation } from '../api/delete-photo';
import { useReplacePhotoMutation } from '../api/replace-photo';
import { useUploadPhotosMutation } from '../api/upload-photos';
import { useNewPhotos } from '../hooks/use-new-photos';
import { errorText } from '../utils/messages';
import { CurrentPhotosGrid, NewPhotosGrid } from './photo-grids';

type Props = {
  opened: boolean;
  onClose: () => void;
  userId: string;
  /** The member's real photos (the default avatar excluded). */
  photos: string[];
};

/** Manage photos: replace or delete current ones, add new ones (SPEC §2, §5 Gallery). */
export function ManagePhotosDialog({ opened, onClose, userId, photos }: Props) {
  const { t } = useTranslation('profile');
  const chosen = useNewPhotos(photos.length);
  const { selected, remaining } = chosen;
  const [uploadPhotos, { isLoading: uploading }] = useUploadPhotosMutation();
  const [deletePhoto, { isLoading: deleting }] = useDeletePhotoMutation();
  const [replacePhoto, { isLoading: replacing }] = useReplacePhotoMutation();
  const busy = uploading || deleting || replacing;

  const close = () => {
    chosen.clear();
    onClose();
  };
  const toast = (color: 'red' | 'teal', key: string) =>
    notifications.show({ color, message: t(key) });
  /** Runs one photo request: its success toast, or the failure title with the server's reason. */
  const attempt = async (request: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await request();
      toast('teal', success);
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: t(failure), message: errorText(error, t) });
      return false;
    }
  };

  const onReplace = async (index: number, file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || !(await canDecodeImage(file))) {
      toast('red', 'gallery.only_images');
      return;
    }
    if (file.size > LIMITS.imageMaxBytes) {
      toast('red', 'gallery.too_large');
      return;
    }
    await attempt(
      () => replacePhoto({ userId, index, file }).unwrap(),
      'messages.image_replace_success',
      'messages.image_update_failure',
    );
  };

  const onDelete = (index: number) =>
    attempt(
      () => deletePhoto({ userId, index }).unwrap(),
      'messages.image_delete_success',
      'messages.image_delete_failure',
    );

  const onSave = async () => {
    if (selected.length === 0 && photos.length === 0) {
      toast('red', 'gallery.at_least_one');
      return;
    }
    // Nothing new chosen: nothing to send (SPEC §5 Profile).
    if (selected.length === 0) {
      close();
      return;
    }
    const saved = await attempt(
      () => uploadPhotos({ userId, files: selected.map((s) => s.file) }).unwrap(),
      'messages.image_update_success',
      'messages.image_update_failure',
    );
    if (saved) close();
  };

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : close}
      title={t('gallery.manage_title')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <CurrentPhotosGrid
          photos={photos}
          busy={busy}
          onReplace={(index, file) => void onReplace(index, file)}
          onDelete={(index) => void onDelete(index)}
        />
        <NewPhotosGrid selected={selected} busy={busy} onRemove={chosen.remove} />
        <ImageDropzone
          onDrop={(picked) => void chosen.onDrop(picked)}
          onReject={chosen.onReject}
          disabled={remaining === 0 || busy}
          label={t('gallery.drop_title')}
          title={t('gallery.drop_title')}
          hint={t('gallery.drop_hint')}
          minHeight={110}
        />
        <Text size="sm" c={remaining === 0 ? 'orange' : 'dimmed'} data-testid="remaining-slots">
          {remaining === 0 ? t('gallery.full') : t('gallery.remaining', { count: remaining })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('gallery.cancel')}
          </Button>
          <Button
            onClick={() => void onSave()}
            loading={uploading}
            disabled={deleting || replacing}
          >
            {t('gallery.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
