import type { TPublicUser } from '@chingu/contract';
import { INTERFACE_LANGUAGES, languageByName } from '@chingu/contract/constants';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguageLabel } from '@/lib/languages';
import classes from '../chat.module.css';

/** The conversation starters' keys in chat.json (`starters.lines.*`), in order. */
export const STARTER_KEYS = ['hobby', 'why', 'word'] as const;

type Member = Partial<Pick<TPublicUser, 'native_language' | 'language_to_learn' | 'bio'>>;

type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The interface language with that stored name ('Korean' → 'ko'), if the app speaks it. */
function interfaceCode(name: string | undefined): InterfaceLanguage | null {
  const code = name ? languageByName(name)?.code : undefined;
  return INTERFACE_LANGUAGES.find((lng) => lng === code) ?? null;
}

/**
 * An empty conversation (issue 28, "Say hi"): who the partner is (languages and bio) and three
 * ways to open it, each in the language being practised and the other language of the pair; a tap
 * puts the first into the composer.
 */
export function ChatStarters({
  partner,
  me,
  onPick,
}: {
  partner: Member & { name: string };
  me: Member | null;
  onPick: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const label = useLanguageLabel();
  const shown = i18n.resolvedLanguage === 'ko' ? 'ko' : 'en';
  // Practise the language I learn (usually the partner's), else theirs, in the words we have.
  const practice =
    interfaceCode(me?.language_to_learn) ?? interfaceCode(partner.native_language) ?? shown;
  const other = [
    interfaceCode(me?.native_language),
    interfaceCode(partner.language_to_learn),
    shown,
  ]
    .filter((lng) => lng !== null)
    .find((lng) => lng !== practice);
  // The two languages' texts load on demand (the page has only its own language's).
  const { t: inPractice, ready } = useTranslation('chat', { lng: practice, useSuspense: false });
  const translated = useTranslation('chat', { lng: other ?? practice, useSuspense: false });
  const inOther = other && translated.ready ? translated.t : null;
  const speaks = partner.native_language ? label(partner.native_language) : null;
  const learns = partner.language_to_learn ? label(partner.language_to_learn) : null;

  return (
    <Paper withBorder radius="lg" p="md" mx="auto" maw={520} w="100%" data-testid="chat-starters">
      <Stack gap="sm">
        <Group gap="xs">
          {speaks && (
            <Badge variant="light" color="chingu" tt="none">
              {t('starters.speaks', { language: `${speaks.flag} ${speaks.label}` })}
            </Badge>
          )}
          {learns && (
            <Badge variant="light" color="gray" tt="none">
              {t('starters.learns', { language: `${learns.flag} ${learns.label}` })}
            </Badge>
          )}
        </Group>
        {partner.bio && (
          <Text size="sm" fs="italic">
            {partner.bio}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {t('starters.title', { name: partner.name })}
        </Text>
        <Stack gap="xs" role="list" aria-label={t('starters.label')}>
          {(ready ? STARTER_KEYS : []).map((key) => {
            const line = inPractice(`starters.lines.${key}`);
            const translation = inOther?.(`starters.lines.${key}`);
            return (
              <UnstyledButton
                key={key}
                role="listitem"
                className={classes.starter}
                onClick={() => onPick(line)}
                aria-label={t('starters.use', { text: line })}
              >
                <Text size="sm" lang={practice}>
                  {line}
                </Text>
                {translation && (
                  <Text size="xs" c="dimmed" lang={other}>
                    {translation}
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
