import { ActionIcon, AspectRatio, Box, SimpleGrid, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UploadedImage } from '@/components/uploaded-image';
import type { SelectedImage } from '../hooks/use-image-selection';

type Tile = {
  key: string;
  url: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
};

/** A square grid of image previews, each with a remove button; `extra` is an add-more tile. */
export function ImagePreviews({ tiles, extra }: { tiles: Tile[]; extra?: ReactNode }) {
  if (tiles.length === 0 && !extra) return null;
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
      {tiles.map((tile) => (
        <Box key={tile.key} pos="relative" data-testid="image-preview">
          <AspectRatio ratio={1}>
            {tile.url ? (
              <UploadedImage
                src={tile.url}
                sizes="(max-width: 48em) 33vw, 180px"
                alt={tile.alt}
                radius="md"
                fit="cover"
              />
            ) : (
              <Box
                bg="var(--mantine-color-default-hover)"
                style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid' }}
              >
                <IconPhoto style={{ placeSelf: 'center' }} aria-label={tile.alt} />
              </Box>
            )}
          </AspectRatio>
          <ActionIcon
            pos="absolute"
            top={4}
            right={4}
            size="sm"
            radius="xl"
            color="dark"
            variant="filled"
            aria-label={tile.removeLabel}
            onClick={tile.onRemove}
          >
            <IconX size={14} />
          </ActionIcon>
        </Box>
      ))}
      {extra}
    </SimpleGrid>
  );
}

export function selectedTiles(
  selected: readonly SelectedImage[],
  offset: number,
  labels: (index: number) => { alt: string; removeLabel: string },
  onRemove: (id: number) => void,
): Tile[] {
  return selected.map((image, index) => ({
    key: `new-${image.id}`,
    url: image.url,
    ...labels(offset + index + 1),
    onRemove: () => onRemove(image.id),
  }));
}

export function ImageCount({ count }: { count: string }) {
  return (
    <Text size="xs" c="dimmed" data-testid="image-count">
      {count}
    </Text>
  );
}
