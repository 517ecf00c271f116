import { LIMITS } from '@chingu/contract/constants';
import type { ErrorKey } from '@chingu/contract/errors';
import { Box, Button, Image, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/components/image-dropzone';
import { canDecodeImage } from '@/lib/decodable-images';

type Props = {
  file: File | null;
  error?: ReactNode;
  onChange: (file: File | null) => void;
  /** A refused file, as the contract's error key (the same as the server's). */
  onProblem: (key: ErrorKey) => void;
};

/** One photo for a story: the drop zone, or the chosen photo's preview with "Remove". */
export function StoryPhotoField({ file, error, onChange, onProblem }: Props) {
  const { t } = useTranslation('stories');
  const url = useMemo(
    () =>
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
    [file],
  );
  // The preview's object URL is freed when the photo changes or the field goes away.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const accept = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    // Checked here too: the drop zone trusts the declared type; decoding tells a real image.
    if (!chosen.type.startsWith('image/') || !(await canDecodeImage(chosen))) {
      onProblem('notAnImage');
      return;
    }
    if (chosen.size > LIMITS.imageMaxBytes) {
      onProblem('imageTooLarge');
      return;
    }
    onChange(chosen);
  };
  const reject = (rejections: FileRejection[]) => {
    const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
    onProblem(codes.has('file-too-large') ? 'imageTooLarge' : 'notAnImage');
  };

  if (file) {
    return (
      <Stack gap="xs">
        <Box
          h={260}
          bg="dark.9"
          style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
        >
          {url ? (
            <Image src={url} alt={t('composer.preview')} h="100%" fit="contain" />
          ) : (
            <Text c="white" p="md">
              {file.name}
            </Text>
          )}
        </Box>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onChange(null)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('composer.removePhoto')}
        </Button>
      </Stack>
    );
  }
  return (
    <div>
      <ImageDropzone
        multiple={false}
        label={t('composer.dropLabel')}
        title={t('composer.dropTitle')}
        hint={t('composer.dropHint')}
        minHeight={160}
        onDrop={(files) => void accept(files)}
        onReject={reject}
      />
      {error && (
        <Text size="xs" c="red" mt={6} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
