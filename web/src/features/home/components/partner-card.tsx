import type { TSuggestion } from '@chingu/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconMessageCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '@/components/level-badge';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { useLanguageLabel } from '@/lib/languages';

/** A suggested partner: who, which languages, why they fit, "Say hi" and follow. */
export function PartnerCard({
  partner,
  onToggleFollow,
  following,
}: {
  partner: TSuggestion;
  onToggleFollow: (partner: TSuggestion) => void;
  /** The follow call is running. */
  following: boolean;
}) {
  const { t } = useTranslation('home');
  const label = useLanguageLabel();
  const native = label(partner.native_language);
  const learning = label(partner.language_to_learn);
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={partner.name}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          {/* The name beside it is the card's one link to the member: one tab stop, not two. */}
          <MemberAvatar member={partner} alt="" size={56} />
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={paths.communityMember.getHref(partner._id)}
              c="var(--mantine-color-text)"
              underline="hover"
              fw={700}
              truncate
              data-testid="partner-name"
            >
              {partner.name}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed" truncate>
                {t('partners.languages', {
                  native: native ? `${native.flag} ${native.label}` : partner.native_language,
                  learning: learning
                    ? `${learning.flag} ${learning.label}`
                    : partner.language_to_learn,
                })}
              </Text>
              <LevelBadge level={partner.level} language={partner.language_to_learn} size="xs" />
            </Group>
          </Stack>
        </Group>
        <Badge variant="light" radius="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
          {t(`partners.reasons.${partner.matchReason}`, {
            native: native?.label ?? partner.native_language,
            learning: learning?.label ?? partner.language_to_learn,
          })}
        </Badge>
        <Group gap="xs" grow mt="auto">
          <Button
            component={Link}
            to={paths.chat.getHref(partner._id)}
            leftSection={<IconMessageCircle size={18} />}
            aria-label={t('partners.sayHiTo', { name: partner.name })}
          >
            {t('partners.sayHi')}
          </Button>
          <Button
            variant={partner.isFollowing ? 'light' : 'default'}
            leftSection={partner.isFollowing ? <IconCheck size={18} /> : <IconUserPlus size={18} />}
            aria-pressed={partner.isFollowing}
            aria-label={t('partners.followName', { name: partner.name })}
            loading={following}
            onClick={() => onToggleFollow(partner)}
          >
            {partner.isFollowing ? t('partners.following') : t('partners.follow')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
