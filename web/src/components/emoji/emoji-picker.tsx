import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmojiPickerPanelProps } from './emoji-picker-panel';

// The picker and its emoji data (~100 KB) load when a member first opens it.
const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel'));

/** The full emoji picker, lazy-loaded, with a spinner meanwhile. */
export function EmojiPicker(props: EmojiPickerPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <Center h={360} w={props.width ?? 320} maw="100%">
          <Loader size="sm" aria-label={t('emoji.loading')} />
        </Center>
      }
    >
      <EmojiPickerPanel {...props} />
    </Suspense>
  );
}
