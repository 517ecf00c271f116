import { languageByName } from '@chingu/contract/constants';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPencilCheck } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { localLanguageName } from '@/lib/languages';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetHelpWantedQuery } from '../api/get-help-wanted';
import { HomeSection } from './home-section';

/**
 * "Help someone learn your language" (PRODUCT §9.2): correct-me moments in my native language
 * that nobody has corrected yet; "Correct" opens the moment with its correction editor.
 */
export function HelpWantedSection() {
  const { t, i18n } = useTranslation('home');
  const me = useAppSelector(selectCurrentUser);
  // The content renders in slices once the answer lands (decision 055).
  const query = useDeferredValue(useGetHelpWantedQuery());
  const moments = query.data?.data ?? [];
  const nativeName = me?.native_language ?? '';
  const language = localLanguageName(nativeName, i18n.resolvedLanguage ?? 'en');
  const code = languageByName(nativeName)?.code;
  const allHref = `${paths.moments.getHref()}?correctMe=true${code ? `&language=${code}` : ''}`;

  return (
    <HomeSection
      id="home-help-wanted"
      title={t('helpWanted.title')}
      more={{ label: t('helpWanted.more'), href: allHref }}
      query={query}
      isEmpty={moments.length === 0}
      empty={{
        icon: <IconPencilCheck size={26} />,
        title: t('helpWanted.empty'),
        description: t('helpWanted.emptyHint', { language }),
      }}
    >
      <Text size="sm" c="dimmed" mt={-6}>
        {t('helpWanted.subtitle', { language })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {moments.map((moment) => (
          <Card
            key={moment._id}
            withBorder
            radius="lg"
            padding="md"
            component="article"
            data-testid="help-wanted-moment"
          >
            <Stack gap="xs" h="100%">
              <Group gap="xs" wrap="nowrap">
                <MemberAvatar member={moment.user} alt="" size={28} />
                <Text size="sm" fw={700} truncate>
                  {moment.user.name}
                </Text>
                <Text size="xs" c="dimmed" ml="auto" style={{ flexShrink: 0 }}>
                  <RelativeTime date={moment.createdAt} />
                </Text>
              </Group>
              <Text
                size="sm"
                lineClamp={4}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {moment.description}
              </Text>
              <Button
                component={Link}
                to={paths.moment.getHref(moment._id, { correct: true })}
                variant="light"
                size="sm"
                mt="auto"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={t('helpWanted.correctName', { name: moment.user.name })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('helpWanted.correct')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
