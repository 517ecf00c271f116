import '@mantine/carousel/styles.css';
import { DEFAULT_AVATAR_URL } from '@chingu/contract/constants';
import { Carousel } from '@mantine/carousel';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '@/components/uploaded-image';
import { photosOf } from '@/utils/avatar';
import { MemberThumb } from './member-photo';

export const GALLERY_HEIGHT = 400;

/** SPEC §2: 400 px gallery with dots and thumbnails, or a gradient placeholder without photos. */
export function PhotoGallery({ imageUrls, name }: { imageUrls: string[]; name: string }) {
  const { t } = useTranslation('members');
  const photos = photosOf(imageUrls);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [active, setActive] = useState(0);

  if (photos.length === 0) {
    return (
      <Stack
        h={GALLERY_HEIGHT}
        align="center"
        justify="center"
        gap="sm"
        data-testid="no-photos"
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          background:
            'linear-gradient(135deg, var(--mantine-color-chingu-4) 0%, var(--mantine-color-grape-5) 100%)',
          color: 'white',
        }}
      >
        <IconPhotoOff size={48} aria-hidden />
        <Text fw={600}>{t('communityDetail.noPhotos')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Box style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
        <Carousel
          height={GALLERY_HEIGHT}
          withIndicators={photos.length > 1}
          withControls={photos.length > 1}
          emblaOptions={{ loop: photos.length > 1 }}
          getEmblaApi={setEmbla}
          onSlideChange={setActive}
          styles={{ indicator: { boxShadow: '0 0 4px rgba(0,0,0,0.4)' } }}
        >
          {photos.map((url, index) => (
            <Carousel.Slide key={`${url}-${index}`}>
              <UploadedImage
                src={url}
                sizes="(max-width: 48em) 100vw, 720px"
                fallbackSrc={DEFAULT_AVATAR_URL}
                loading={index === 0 ? 'eager' : 'lazy'}
                h={GALLERY_HEIGHT}
                fit="cover"
                alt={t('communityDetail.photoAlt', { index: index + 1, name })}
              />
            </Carousel.Slide>
          ))}
        </Carousel>
      </Box>
      {photos.length > 1 && (
        <Group gap="xs" wrap="wrap">
          {photos.map((url, index) => (
            <UnstyledButton
              key={`${url}-${index}`}
              onClick={() => embla?.scrollTo(index)}
              aria-label={t('communityDetail.thumbnailLabel', { index: index + 1 })}
              aria-current={active === index}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
                outline:
                  active === index ? '3px solid var(--mantine-primary-color-filled)' : undefined,
                outlineOffset: 1,
                opacity: active === index ? 1 : 0.7,
              }}
            >
              <MemberThumb src={url} size={60} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
