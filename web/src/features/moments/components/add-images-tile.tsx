import { IMAGE_MIME_TYPES } from '@chingu/contract/constants';
import { AspectRatio, FileButton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type Props = { label: string; onAdd: (files: File[]) => void; disabled?: boolean };

/** The dashed "add more" tile at the end of an image grid: opens the file picker. */
export function AddImagesTile({ label, onAdd, disabled }: Props) {
  return (
    <FileButton multiple accept={IMAGE_MIME_TYPES.join(',')} onChange={onAdd} disabled={disabled}>
      {(props) => (
        <UnstyledButton
          {...props}
          aria-label={label}
          style={{
            border: '2px dashed var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <AspectRatio ratio={1}>
            <Stack align="center" justify="center" gap={4}>
              <IconPlus size={24} />
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            </Stack>
          </AspectRatio>
        </UnstyledButton>
      )}
    </FileButton>
  );
}
