import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '@/components/uploaded-image';

type Props = {
  opened: boolean;
  onClose: () => void;
  photos: string[];
  onAddPhotos: () => void;
};

const GALLERY_HEIGHT = 400;

/** The current photos in a carousel, opened at index 0, titled with the count. */
export function PhotoViewerModal({ opened, onClose, photos, onAddPhotos }: Props) {
  const { t } = useTranslation('profile');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('gallery.viewer_title', { count: photos.length })}
      size="xl"
      centered
    >
      {photos.length === 0 ? (
        <Stack align="center" py="xl">
          <Text c="dimmed">{t('gallery.no_photos')}</Text>
          <Button leftSection={<IconPhotoPlus size={16} />} onClick={onAddPhotos}>
            {t('gallery.add_photos')}
          </Button>
        </Stack>
      ) : (
        <Carousel
          initialSlide={0}
          withIndicators={photos.length > 1}
          withControls={photos.length > 1}
          height={GALLERY_HEIGHT}
          emblaOptions={{ loop: photos.length > 1 }}
        >
          {photos.map((url, i) => (
            <Carousel.Slide key={`${url}-${i}`}>
              <UploadedImage
                src={url}
                sizes="(max-width: 48em) 100vw, 800px"
                fallbackSize="full"
                alt={t('gallery.photo_alt', { index: i + 1 })}
                h={GALLERY_HEIGHT}
                fit="contain"
                radius="md"
                bg="var(--mantine-color-default-hover)"
              />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Modal>
  );
}
