import { Button, Center } from '@mantine/core';
import { IconMessageCircle, IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@/components/state-panel';

/** The right column with no conversation selected (SPEC §2). */
export function ChatWelcome({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Center style={{ flex: 1 }} p="xl">
      <StatePanel
        bare
        color="chingu"
        icon={<IconMessageCircle size={30} />}
        title={t('welcome.title')}
        description={t('welcome.text')}
        action={
          <Button leftSection={<IconMessagePlus size={18} />} onClick={onStart}>
            {t('welcome.start')}
          </Button>
        }
      />
    </Center>
  );
}
