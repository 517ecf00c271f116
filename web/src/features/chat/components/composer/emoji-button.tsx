import { ActionIcon, Popover } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from '@/components/emoji/emoji-picker';
import { Tooltip } from '@/components/tooltip';

/** The composer's emoji button: the full picker in a popover; a pick closes it. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={t('window.emoji')} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('window.emoji')}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((value) => !value)}
          >
            <IconMoodSmile size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('window.emojiPicker')}>
        <EmojiPicker
          width="min(320px, calc(100vw - 24px))"
          onPick={(emoji) => {
            setOpened(false);
            onPick(emoji);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
