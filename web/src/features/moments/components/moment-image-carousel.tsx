import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '@/components/uploaded-image';

/** The moment's photos with previous / next and dots (SPEC §2 Moment detail). */
export function MomentImageCarousel({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('moments');
  if (images.length === 0) return null;
  const several = images.length > 1;
  return (
    <Carousel
      withIndicators={several}
      withControls={several}
      emblaOptions={{ loop: several }}
      height={400}
      aria-label={t('detail.imagesLabel')}
      previousControlProps={{ 'aria-label': t('detail.previousImage') }}
      nextControlProps={{ 'aria-label': t('detail.nextImage') }}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } }}
    >
      {images.map((url, index) => (
        <Carousel.Slide key={url} bg="var(--mantine-color-default-hover)">
          <UploadedImage
            src={url}
            sizes="(max-width: 45em) 100vw, 690px"
            fallbackSize="full"
            loading={index === 0 ? 'eager' : 'lazy'}
            h={400}
            fit="contain"
            alt={t('detail.imageAlt', { index: index + 1, count: images.length })}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
