import type { TCreateCardRequest } from '@chingu/contract';
import { LANGUAGE_CODES, LIMITS, languageByName } from '@chingu/contract/constants';
import { Menu } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { useSaveToNotebookMutation } from '@/lib/notebook-api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import type { MessageTools } from '../../hooks/use-message-tools';
import type { ChatMessage } from '../../utils/messages';

type Language = TCreateCardRequest['language'];

function isLanguage(code: string | null | undefined): code is Language {
  return Boolean(code && (LANGUAGE_CODES as readonly string[]).includes(code));
}

/**
 * The card a message makes (PRODUCT §9.2): a correction gives its original on the front and the
 * corrected text (and the note) on the back; any other message its text on the front and the
 * translation or romanization on the back when one is shown.
 */
export function cardOf(message: ChatMessage, tools: MessageTools, language: Language) {
  const correction = message.kind === 'correction' ? message.correction : undefined;
  if (correction) {
    return {
      front: correction.original.slice(0, LIMITS.cardFrontMax),
      back: [correction.corrected, correction.note ?? '']
        .filter(Boolean)
        .join('\n')
        .slice(0, LIMITS.cardBackMax),
      language,
      source: { type: 'correction' as const, id: message._id },
    };
  }
  const translation = tools.translate.shown ? tools.translate.translation?.text : undefined;
  const romanized = tools.romanizeShown ? tools.romanized : null;
  return {
    front: message.message.trim().slice(0, LIMITS.cardFrontMax),
    back: (translation ?? romanized ?? '').slice(0, LIMITS.cardBackMax),
    language,
    source: { type: 'message' as const, id: message._id },
  };
}

/** "Save to notebook" in a message's actions menu. */
export function SaveToNotebookItem({
  message,
  tools,
}: {
  message: ChatMessage;
  tools: MessageTools;
}) {
  const { t } = useTranslation(['chat', 'errors']);
  const me = useAppSelector(selectCurrentUser);
  const [save] = useSaveToNotebookMutation();
  // The detected language, else the one the member learns (what partners mostly write in).
  const learning = languageByName(me?.language_to_learn ?? '')?.code;
  const language: Language = isLanguage(tools.language)
    ? tools.language
    : isLanguage(learning)
      ? learning
      : 'en';

  const onClick = async () => {
    try {
      await save(cardOf(message, tools, language)).unwrap();
      notifySuccess(t('actions.savedToNotebook'));
    } catch (err) {
      notifyError(apiErrorMessage(err, t, t('actions.saveToNotebookFailed')));
    }
  };

  return (
    <Menu.Item leftSection={<IconNotebook size={16} />} onClick={() => void onClick()}>
      {t('actions.saveToNotebook')}
    </Menu.Item>
  );
}
