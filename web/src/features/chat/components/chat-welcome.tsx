import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCircle, IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The right column with no conversation selected (SPEC §2). */
export function ChatWelcome({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconMessageCircle size={40} />
        </ThemeIcon>
        <Title order={2}>{t('welcome.title')}</Title>
        <Text c="dimmed">{t('welcome.text')}</Text>
        <Button leftSection={<IconMessagePlus size={18} />} onClick={onStart}>
          {t('welcome.start')}
        </Button>
      </Stack>
    </Center>
  );
}
