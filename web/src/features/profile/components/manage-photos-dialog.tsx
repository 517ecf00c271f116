import '@mantine/dropzone/styles.css';
import {
  AspectRatio,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import {
  IconPhoto,
  IconPhotoUp,
  IconReplace,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES, LIMITS } from '@chingu/contract/constants';
import { canDecodeImage, splitDecodableImages } from '@/lib/decodable-images';
import { useDeletePhotoMutation } from '../api/delete-photo';
import { useReplacePhotoMutation } from '../api/replace-photo';
import { useUploadPhotosMutation } from '../api/upload-photos';
import { cutFileName, fitToSlots, remainingSlots } from '../utils/files';
import { errorText } from '../utils/messages';

type Selected = { id: number; file: File; url: string | undefined };

type Props = {
  opened: boolean;
  onClose: () => void;
  userId: string;
  /** The member's real photos (the default avatar excluded). */
  photos: string[];
};

function previewUrl(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function revoke(items: Selected[]) {
  for (const item of items) if (item.url) URL.revokeObjectURL(item.url);
}

/** Manage photos: replace or delete current ones, add new ones (SPEC §2, §5 Gallery). */
export function ManagePhotosDialog({ opened, onClose, userId, photos }: Props) {
  const { t } = useTranslation('profile');
  const [selected, setSelected] = useState<Selected[]>([]);
  const nextId = useRef(0);
  const [uploadPhotos, { isLoading: uploading }] = useUploadPhotosMutation();
  const [deletePhoto, { isLoading: deleting }] = useDeletePhotoMutation();
  const [replacePhoto, { isLoading: replacing }] = useReplacePhotoMutation();
  const busy = uploading || deleting || replacing;
  const remaining = remainingSlots(photos.length, selected.length);

  const close = () => {
    revoke(selected);
    setSelected([]);
    onClose();
  };

  const onDrop = async (picked: FileWithPath[]) => {
    const { images: files, rejections } = await splitDecodableImages(picked);
    if (rejections.length > 0) onReject(rejections);
    const { kept, cutOff } = fitToSlots(files, remaining);
    if (cutOff > 0) {
      notifications.show({
        color: 'yellow',
        message: t('gallery.max_upload', { count: remaining }),
      });
    }
    if (kept.length === 0) return;
    setSelected((current) => [
      ...current,
      ...kept.map((file) => ({ id: nextId.current++, file, url: previewUrl(file) })),
    ]);
  };

  const onReject = (rejections: FileRejection[]) => {
    const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
    if (codes.has('file-invalid-type')) {
      notifications.show({ color: 'red', message: t('gallery.only_images') });
    }
    if (codes.has('file-too-large')) {
      notifications.show({ color: 'red', message: t('gallery.too_large') });
    }
    if (codes.has('too-many-files')) {
      notifications.show({
        color: 'yellow',
        message: t('gallery.max_upload', { count: remaining }),
      });
    }
  };

  const removeSelected = (id: number) => {
    setSelected((current) => {
      revoke(current.filter((s) => s.id === id));
      return current.filter((s) => s.id !== id);
    });
    notifications.show({ color: 'teal', message: t('messages.image_removed') });
  };

  const onReplace = async (index: number, file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || !(await canDecodeImage(file))) {
      notifications.show({ color: 'red', message: t('gallery.only_images') });
      return;
    }
    if (file.size > LIMITS.imageMaxBytes) {
      notifications.show({ color: 'red', message: t('gallery.too_large') });
      return;
    }
    try {
      await replacePhoto({ userId, index, file }).unwrap();
      notifications.show({ color: 'teal', message: t('messages.image_replace_success') });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('messages.image_update_failure'),
        message: errorText(error, t),
      });
    }
  };

  const onDelete = async (index: number) => {
    try {
      await deletePhoto({ userId, index }).unwrap();
      notifications.show({ color: 'teal', message: t('messages.image_delete_success') });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('messages.image_delete_failure'),
        message: errorText(error, t),
      });
    }
  };

  const onSave = async () => {
    if (selected.length === 0 && photos.length === 0) {
      notifications.show({ color: 'red', message: t('gallery.at_least_one') });
      return;
    }
    // Nothing new chosen: nothing to send (SPEC §5 Profile).
    if (selected.length === 0) {
      close();
      return;
    }
    try {
      await uploadPhotos({ userId, files: selected.map((s) => s.file) }).unwrap();
      notifications.show({ color: 'teal', message: t('messages.image_update_success') });
      close();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('messages.image_update_failure'),
        message: errorText(error, t),
      });
    }
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
        {photos.length > 0 && (
          <div>
            <Title order={4} fz="sm" mb="xs">
              {t('gallery.current', { count: photos.length })}
            </Title>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {photos.map((url, index) => (
                <Card key={`${url}-${index}`} padding={6} data-testid="current-photo">
                  <AspectRatio ratio={1}>
                    <Image
                      src={url}
                      alt={t('gallery.photo_alt', { index: index + 1 })}
                      radius="sm"
                    />
                  </AspectRatio>
                  <Group gap={4} mt={6} grow wrap="nowrap">
                    <FileButton
                      accept={IMAGE_MIME_TYPES.join(',')}
                      onChange={(file) => void onReplace(index, file)}
                      disabled={busy}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          size="compact-xs"
                          variant="light"
                          leftSection={<IconReplace size={12} />}
                          disabled={busy}
                        >
                          {t('gallery.replace')}
                        </Button>
                      )}
                    </FileButton>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={12} />}
                      onClick={() => void onDelete(index)}
                      disabled={busy}
                    >
                      {t('gallery.delete')}
                    </Button>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </div>
        )}

        {selected.length > 0 && (
          <div>
            <Title order={4} fz="sm" mb="xs">
              {t('gallery.new', { count: selected.length })}
            </Title>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {selected.map((s) => (
                <Card key={s.id} padding={6} data-testid="new-photo">
                  <AspectRatio ratio={1}>
                    {s.url ? (
                      <Image src={s.url} alt={s.file.name} radius="sm" />
                    ) : (
                      <IconPhoto aria-hidden="true" />
                    )}
                  </AspectRatio>
                  <Text
                    size="xs"
                    mt={4}
                    ta="center"
                    title={s.file.name}
                    data-testid="new-photo-name"
                  >
                    {cutFileName(s.file.name)}
                  </Text>
                  <Button
                    mt={4}
                    size="compact-xs"
                    variant="light"
                    color="gray"
                    leftSection={<IconX size={12} />}
                    onClick={() => removeSelected(s.id)}
                    disabled={busy}
                    fullWidth
                  >
                    {t('gallery.remove')}
                  </Button>
                </Card>
              ))}
            </SimpleGrid>
          </div>
        )}

        <Dropzone
          onDrop={(picked) => void onDrop(picked)}
          onReject={onReject}
          accept={IMAGE_MIME_TYPES}
          maxSize={LIMITS.imageMaxBytes}
          multiple
          disabled={remaining === 0 || busy}
          inputProps={{ 'aria-label': t('gallery.drop_title') }}
        >
          <Group
            justify="center"
            gap="md"
            mih={110}
            wrap="nowrap"
            style={{ pointerEvents: 'none' }}
          >
            <Dropzone.Accept>
              <IconUpload size={40} color="var(--mantine-color-chingu-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={40} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <div>
              <Text fw={500}>{t('gallery.drop_title')}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('gallery.drop_hint')}
              </Text>
            </div>
          </Group>
        </Dropzone>
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
