import { IMAGE_MIME_TYPES } from '@chingu/contract/constants';
import {
  AspectRatio,
  Button,
  Card,
  FileButton,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto, IconReplace, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '@/components/uploaded-image';
import type { NewPhoto } from '../hooks/use-new-photos';
import { cutFileName } from '../utils/files';

function PhotoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
    </div>
  );
}

type CurrentProps = {
  photos: string[];
  busy: boolean;
  onReplace: (index: number, file: File | null) => void;
  onDelete: (index: number) => void;
};

/** The member's photos, each with "Replace photo" (opens the file picker) and Delete. */
export function CurrentPhotosGrid({ photos, busy, onReplace, onDelete }: CurrentProps) {
  const { t } = useTranslation('profile');
  if (photos.length === 0) return null;
  return (
    <PhotoSection title={t('gallery.current', { count: photos.length })}>
      {photos.map((url, index) => (
        <Card key={`${url}-${index}`} padding={6} data-testid="current-photo">
          <AspectRatio ratio={1}>
            <UploadedImage
              src={url}
              sizes="(max-width: 36em) 50vw, 240px"
              alt={t('gallery.photo_alt', { index: index + 1 })}
              radius="sm"
              loading="lazy"
            />
          </AspectRatio>
          <Stack gap={4} mt={6}>
            <FileButton
              accept={IMAGE_MIME_TYPES.join(',')}
              onChange={(file) => onReplace(index, file)}
              disabled={busy}
            >
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconReplace size={12} />}
                  disabled={busy}
                  fullWidth
                  aria-label={t('gallery.replace_label', { index: index + 1 })}
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
              onClick={() => onDelete(index)}
              disabled={busy}
              fullWidth
              aria-label={t('gallery.delete_label', { index: index + 1 })}
            >
              {t('gallery.delete')}
            </Button>
          </Stack>
        </Card>
      ))}
    </PhotoSection>
  );
}

type NewProps = { selected: NewPhoto[]; busy: boolean; onRemove: (id: number) => void };

/** The photos chosen but not saved yet, each with its (shortened) file name and Remove. */
export function NewPhotosGrid({ selected, busy, onRemove }: NewProps) {
  const { t } = useTranslation('profile');
  if (selected.length === 0) return null;
  return (
    <PhotoSection title={t('gallery.new', { count: selected.length })}>
      {selected.map((s) => (
        <Card key={s.id} padding={6} data-testid="new-photo">
          <AspectRatio ratio={1}>
            {s.url ? (
              <Image src={s.url} alt={s.file.name} radius="sm" />
            ) : (
              <IconPhoto aria-hidden="true" />
            )}
          </AspectRatio>
          <Text size="xs" mt={4} ta="center" title={s.file.name} data-testid="new-photo-name">
            {cutFileName(s.file.name)}
          </Text>
          <Button
            mt={4}
            size="compact-xs"
            variant="light"
            color="gray"
            leftSection={<IconX size={12} />}
            onClick={() => onRemove(s.id)}
            disabled={busy}
            fullWidth
          >
            {t('gallery.remove')}
          </Button>
        </Card>
      ))}
    </PhotoSection>
  );
}
