import { Center, Loader, Modal } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationArgs } from '../../api/get-conversation-messages';
import { ComposerIconButton } from './composer-icon-button';

/** The partner as the proposal needs them: their name, languages and (maybe) time zone. */
export type SessionPartner = { name: string; native_language?: string | null } & object;

const ProposeSessionForm = lazy(() =>
  import('./propose-session-form').then((module) => ({ default: module.ProposeSessionForm })),
);

/**
 * "Propose a time" in the composer (PRODUCT §9.2): a dialog with the date and time (Mantine's
 * DateTimePicker), the length and the two languages, defaulting to the pair's; the chosen time
 * reads in my zone and in the partner's when their profile has one.
 */
export function ProposeSessionButton({
  conversation,
  partner,
  disabled,
}: {
  conversation: ConversationArgs;
  partner: SessionPartner;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ComposerIconButton
        label={t('session.propose')}
        disabled={disabled}
        onClick={() => setOpened(true)}
      >
        <IconCalendarPlus size={18} />
      </ComposerIconButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('session.proposeTitle', { name: partner.name })}
        centered
        radius="lg"
      >
        {opened && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            }
          >
            <ProposeSessionForm
              conversation={conversation}
              partner={partner}
              onDone={() => setOpened(false)}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
