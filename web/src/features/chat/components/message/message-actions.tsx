import { ActionIcon, Box, Menu, Modal } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCopy,
  IconDots,
  IconLanguage,
  IconAlphabetLatin,
  IconPencilCheck,
  IconTrash,
  IconVolume,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from '@/components/emoji/emoji-picker';
import { QuickReactions } from '@/components/reactions/quick-reactions';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { MessageTools } from '../../hooks/use-message-tools';
import type { ChatMessage } from '../../utils/messages';
import classes from './message-bubble.module.css';
import type { MessageHandlers } from './message-handlers';
import { SaveToNotebookItem } from './save-to-notebook-item';

type Props = {
  message: ChatMessage;
  own: boolean;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  tools: MessageTools;
  handlers: MessageHandlers;
};

/**
 * The "More actions" menu of a message (PRODUCT §8.3): shown on hover and on keyboard focus,
 * opened by a long press on touch screens. Stored messages get everything; a pending one only Copy.
 */
export function MessageActions({ message, own, opened, onOpenedChange, tools, handlers }: Props) {
  const { t } = useTranslation('chat');
  const [pickerOpened, setPickerOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to "More actions" after the menu closes, unless an action moved it on (Reply
  // and Correct put it in the composer; Mantine's own return would take it back from there).
  const returnFocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) buttonRef.current?.focus({ preventScroll: true });
    });
  const stored = message.status === 'delivered' && !message.isOptimistic;
  const hasText = message.message.trim().length > 0;
  const react = (emoji: string) => {
    onOpenedChange(false);
    setPickerOpened(false);
    returnFocus();
    handlers.onReact(message, emoji);
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(message.message);
      notifySuccess(t('actions.copied'));
    } catch {
      notifyError(t('actions.copyFailed'));
    }
  }

  return (
    <>
      <Menu
        opened={opened}
        onChange={onOpenedChange}
        position={own ? 'bottom-end' : 'bottom-start'}
        shadow="md"
        width={250}
        withinPortal
        returnFocus={false}
        onClose={returnFocus}
      >
        <Menu.Target>
          <ActionIcon
            ref={buttonRef}
            variant="subtle"
            color="gray"
            size="md"
            radius="xl"
            className={classes.moreActions}
            aria-label={t('actions.more')}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {stored && (
            <Box px={4} py={2}>
              <QuickReactions
                onPick={react}
                onMore={() => {
                  onOpenedChange(false);
                  setPickerOpened(true);
                }}
              />
            </Box>
          )}
          {stored && (
            <Menu.Item
              leftSection={<IconArrowBackUp size={16} />}
              onClick={() => handlers.onReply(message)}
            >
              {t('actions.reply')}
            </Menu.Item>
          )}
          {hasText && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
              {t('actions.copy')}
            </Menu.Item>
          )}
          {tools.canTranslate && (
            <Menu.Item leftSection={<IconLanguage size={16} />} onClick={tools.translate.toggle}>
              {tools.translate.shown ? t('common:translate.hide') : t('common:translate.action')}
            </Menu.Item>
          )}
          {tools.canRomanize && (
            <Menu.Item leftSection={<IconAlphabetLatin size={16} />} onClick={tools.toggleRomanize}>
              {tools.romanizeShown ? t('actions.hideRomanization') : t('actions.romanize')}
            </Menu.Item>
          )}
          {tools.canSpeak && (
            <Menu.Item leftSection={<IconVolume size={16} />} onClick={tools.speak}>
              {t('actions.readAloud')}
            </Menu.Item>
          )}
          {stored && (hasText || message.correction) && (
            <SaveToNotebookItem message={message} tools={tools} />
          )}
          {!own && stored && hasText && message.kind === 'text' && (
            <Menu.Item
              leftSection={<IconPencilCheck size={16} />}
              onClick={() => handlers.onCorrect(message)}
            >
              {t('actions.correct')}
            </Menu.Item>
          )}
          {stored && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => handlers.onDelete(message)}
              >
                {t('actions.deleteForMe')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={pickerOpened}
        onClose={() => setPickerOpened(false)}
        title={t('actions.pickReaction')}
        size="auto"
        centered
      >
        <EmojiPicker onPick={react} width="min(320px, calc(100vw - 64px))" />
      </Modal>
    </>
  );
}
