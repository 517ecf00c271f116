import { useComputedColorScheme } from '@mantine/core';
import EmojiPickerReact, { EmojiStyle, Theme } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';

export type EmojiPickerPanelProps = { onPick: (emoji: string) => void; width?: number | string };

const koreanData = () => import('emoji-picker-react/data/emojis-ko');

/**
 * emoji-picker-react with native emojis only (no images from any CDN), in the interface
 * language. Loaded lazily through `EmojiPicker`, never imported directly.
 */
export default function EmojiPickerPanel({ onPick, width = 320 }: EmojiPickerPanelProps) {
  const { t, i18n } = useTranslation('common');
  const scheme = useComputedColorScheme('light');
  return (
    <EmojiPickerReact
      emojiStyle={EmojiStyle.NATIVE}
      theme={scheme === 'dark' ? Theme.DARK : Theme.LIGHT}
      width={width}
      height={360}
      lazyLoadEmojis
      previewConfig={{ showPreview: false }}
      emojiData={i18n.resolvedLanguage === 'ko' ? koreanData : undefined}
      labels={{
        searchPlaceholder: t('emoji.search'),
        searchLabel: t('emoji.search'),
      }}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
