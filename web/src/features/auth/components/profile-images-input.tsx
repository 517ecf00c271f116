import { LIMITS } from '@chingu/contract/constants';
import {
  AspectRatio,
  Badge,
  Box,
  CloseButton,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/components/image-dropzone';
import { splitDecodableImages } from '@/lib/decodable-images';
import { notifyError } from '@/lib/notify';
import { previewUrl, releasePreview } from '../lib/preview-url';

type ProfileImagesInputProps = {
  files: File[];
  onChange: (files: File[]) => void;
  error?: ReactNode;
  max?: number;
};

const MAX_MB = Math.round(LIMITS.imageMaxBytes / (1024 * 1024));

/**
 * Profile photos: drop or pick images (each up to 5 MB); new picks are appended, each removable.
 * Encouraged but optional at registration (PRODUCT §9.4): a drawn avatar stands in until one is added.
 */
export function ProfileImagesInput({
  files,
  onChange,
  error,
  max = LIMITS.imagesPerGallery,
}: ProfileImagesInputProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const remaining = max - files.length;

  const handleDrop = async (picked: File[]) => {
    if (picked.length === 0) return;
    const { images: dropped, rejections } = await splitDecodableImages(picked);
    if (rejections.length > 0) handleReject(rejections);
    if (dropped.length === 0) return;
    const accepted = dropped.slice(0, Math.max(0, remaining));
    if (accepted.length < dropped.length) {
      notifyError(t('register.images.onlyMore', { count: Math.max(0, remaining) }));
    }
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const handleReject = (rejections: FileRejection[]) => {
    const lines = rejections.map(({ file, errors }) => {
      const codes = errors.map((e) => e.code);
      const reason = codes.includes('file-invalid-type')
        ? t('errors:notAnImage')
        : codes.includes('file-too-large')
          ? t('errors:imageTooLarge')
          : codes.includes('too-many-files')
            ? t('errors:tooManyImages')
            : t('errors:invalidInput');
      return t('register.images.rejected', { name: file.name, reason });
    });
    notifyError(
      <Stack gap={2}>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </Stack>,
    );
  };

  const remove = (index: number) => {
    const file = files[index];
    if (file) releasePreview(file);
    onChange(files.filter((_, i) => i !== index));
  };

  return (
    <Stack gap={8}>
      <div>
        <Input.Label id={labelId}>{t('register.images.label')}</Input.Label>
        <Input.Description id={hintId}>{t('register.images.encourage')}</Input.Description>
      </div>
      {remaining > 0 ? (
        <ImageDropzone
          onDrop={(picked) => void handleDrop(picked)}
          onReject={handleReject}
          radius="md"
          aria-labelledby={labelId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          label={t('register.images.pick')}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
          minHeight={files.length > 0 ? 72 : 120}
          idleIcon={
            <ThemeIcon variant="light" size={files.length > 0 ? 40 : 52} radius="xl">
              {files.length > 0 ? (
                <IconPhotoPlus size={22} aria-hidden />
              ) : (
                <IconPhoto size={26} aria-hidden />
              )}
            </ThemeIcon>
          }
          title={files.length > 0 ? t('register.images.addMore') : t('register.images.drop')}
          hint={t('register.images.hint', { max, size: MAX_MB })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('register.images.full', { max })}
        </Text>
      )}
      {files.length > 0 ? (
        <>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('register.images.count', { count: files.length, max })}
          </Text>
          <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
            {files.map((file, index) => (
              <Box
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                pos="relative"
                style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
              >
                <AspectRatio ratio={1}>
                  <Image
                    src={previewUrl(file)}
                    alt={t('register.images.previewAlt', { name: file.name })}
                    fit="cover"
                    fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
                    bg="var(--mantine-color-default-hover)"
                  />
                </AspectRatio>
                {index === 0 ? (
                  <Badge size="xs" pos="absolute" bottom={6} left={6} variant="filled">
                    {t('register.images.main')}
                  </Badge>
                ) : null}
                <CloseButton
                  size="sm"
                  radius="xl"
                  variant="filled"
                  pos="absolute"
                  top={4}
                  right={4}
                  aria-label={t('register.images.remove', { name: file.name })}
                  onClick={() => remove(index)}
                />
              </Box>
            ))}
          </SimpleGrid>
        </>
      ) : null}
      {error ? (
        <Text id={errorId} size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
