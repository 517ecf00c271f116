import { ActionIcon, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../utils/messages';
import classes from '../chat.module.css';
import { ComposerBanner } from './composer-banner';
import { CorrectionComposer } from './correction-composer';
import { EmojiButton } from './emoji-button';

type Props = {
  connected: boolean;
  onSend: (text: string) => void;
  onKeystroke: () => void;
  /** The message being replied to: a banner with its quote and Cancel. */
  replyTo?: ChatMessage | null;
  onCancelReply?: () => void;
  /** The partner's message being corrected: the correction form replaces the input. */
  correcting?: ChatMessage | null;
  onSendCorrection?: (original: ChatMessage, corrected: string, note: string) => void;
  onCancelCorrection?: () => void;
  /** The attach button and its uploads (chat attachments); no button without it. */
  attachSlot?: ReactNode;
  /** Shown beside Send while the text is empty (the voice message button). */
  voiceSlot?: ReactNode;
  /**
   * Shown after the attach button while the text is empty ("Propose a time"): typing gives its
   * room to the text, which matters on a phone.
   */
  idleSlot?: ReactNode;
  /** Send without text (photos are waiting: the text is their caption). */
  allowEmpty?: boolean;
  /** Put the cursor in the input when it appears (a conversation was opened). */
  focusOnOpen?: boolean;
  /** A text to put in the input (a conversation starter); each new object replaces the text. */
  draft?: { text: string } | null;
};

/** Touch-only screens: focusing would pop the on-screen keyboard over the conversation. */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/** SPEC §2/§5: send is disabled when blank or without an open socket; Enter sends. */
export function MessageInput(props: Props) {
  const { connected, onSend, onKeystroke, replyTo, correcting } = props;
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes after the next render (after an emoji was inserted).
  const caretAfterRender = useRef<number | null>(null);
  // A new draft replaces the text (adjusted while rendering, React's pattern for this).
  const { draft } = props;
  const [appliedDraft, setAppliedDraft] = useState(draft);
  if (draft !== appliedDraft) {
    setAppliedDraft(draft);
    if (draft) setText(draft.text);
  }
  const empty = text.trim().length === 0;
  const canSend = (!empty || Boolean(props.allowEmpty)) && connected;

  useLayoutEffect(() => {
    const element = textareaRef.current;
    const caret = caretAfterRender.current;
    if (!element || caret === null) return;
    caretAfterRender.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [text]);

  // Replying puts the cursor in the input, ready to type.
  useLayoutEffect(() => {
    if (replyTo) textareaRef.current?.focus();
  }, [replyTo]);

  // ... with the cursor after it, ready to send or go on typing.
  useEffect(() => {
    const element = textareaRef.current;
    if (!draft || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [draft]);

  // Opening a conversation puts the cursor in the input, ready to type (issue 28).
  const { focusOnOpen } = props;
  useEffect(() => {
    if (!focusOnOpen || window.matchMedia?.(TOUCH_ONLY).matches) return;
    textareaRef.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  if (correcting) {
    return (
      <CorrectionComposer
        key={correcting._id}
        original={correcting}
        connected={connected}
        onSend={(corrected, note) => props.onSendCorrection?.(correcting, corrected, note)}
        onCancel={() => props.onCancelCorrection?.()}
      />
    );
  }

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText('');
  }

  function insertEmoji(emoji: string) {
    const element = textareaRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    caretAfterRender.current = start + emoji.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    onKeystroke();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      props.onCancelReply?.();
    }
  }

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {replyTo && (
        <ComposerBanner
          title={t('composer.replyingTo', { name: replyTo.sender.name })}
          quote={replyTo.message || t('message.quotedAttachment')}
          cancelLabel={t('composer.cancelReply')}
          onCancel={() => props.onCancelReply?.()}
        />
      )}
      <div className={classes.composerRow}>
        {props.attachSlot}
        {empty && props.idleSlot}
        <EmojiButton onPick={insertEmoji} />
        <Textarea
          ref={textareaRef}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onKeystroke();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('window.placeholder')}
          aria-label={t('window.messageLabel')}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1, minWidth: 0 }}
        />
        {empty && !props.allowEmpty && props.voiceSlot}
        <ActionIcon type="submit" size="lg" disabled={!canSend} aria-label={t('window.send')}>
          <IconSend size={18} />
        </ActionIcon>
      </div>
    </form>
  );
}
