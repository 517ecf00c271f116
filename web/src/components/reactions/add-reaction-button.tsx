import { ActionIcon, Popover, Stack } from '@mantine/core';
import { IconMoodPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from '@/components/emoji/emoji-picker';
import { QuickReactions } from './quick-reactions';

/** A "React" button opening the quick emojis, which can expand to the full picker. */
export function AddReactionButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const [full, setFull] = useState(false);
  const pick = (emoji: string) => {
    setOpened(false);
    setFull(false);
    onPick(emoji);
  };
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (!next) setFull(false);
      }}
      position="top-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('reactions.add')}
          aria-expanded={opened}
          onClick={() => setOpened((value) => !value)}
        >
          <IconMoodPlus size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4} maw="calc(100vw - 16px)">
        <Stack gap={4}>
          <QuickReactions onPick={pick} onMore={full ? undefined : () => setFull(true)} />
          {full && <EmojiPicker onPick={pick} width="100%" />}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
