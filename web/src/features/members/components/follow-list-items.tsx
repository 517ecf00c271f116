import type { TPublicUser } from '@chingu/contract';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { useLanguageLabel } from '@/lib/languages';
import { placeOf } from '../utils/member';
import { FollowButton } from './follow-button';
import { LanguagePair } from './language-pair';
import { MemberCoverPhoto } from './member-photo';

/** A follower / followed member as a card with a large photo (wider screens). */
export function FollowCard({ user }: { user: TPublicUser }) {
  const { t } = useTranslation('members');
  const languageLabel = useLanguageLabel();
  const native = languageLabel(user.native_language);
  const learning = languageLabel(user.language_to_learn);
  const bio = user.bio.trim();
  const place = placeOf(user.location);
  return (
    <Card
      component={Link}
      to={paths.communityMember.getHref(user._id)}
      padding="md"
      shadow="xs"
      style={{ height: '100%' }}
      data-testid="follow-card"
    >
      <MemberCoverPhoto member={user} />
      <Stack gap={6} mt="sm">
        <Text fw={700} lineClamp={1}>
          {user.name}
        </Text>
        <Text size="sm" c={bio ? undefined : 'dimmed'} lineClamp={2}>
          {bio || t('lists.noBio')}
        </Text>
        <Group gap={6}>
          {native && (
            <Badge variant="light" size="sm" tt="none">
              {native.flag} {t('lists.native', { language: native.label })}
            </Badge>
          )}
          {learning && (
            <Badge variant="light" color="grape" size="sm" tt="none">
              {learning.flag} {t('lists.learning', { language: learning.label })}
            </Badge>
          )}
        </Group>
        {place && (
          <Text size="sm" c="dimmed">
            📍 {place}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A follower / followed member on one line (phones): small avatar, name, languages and the
 * follow control; `isFollowing` is whether the signed-in member follows them.
 */
export function FollowRow({ user, isFollowing }: { user: TPublicUser; isFollowing: boolean }) {
  const href = paths.communityMember.getHref(user._id);
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py={10} data-testid="follow-row">
      <MemberAvatar member={user} alt="" size={40} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={href}
          fw={600}
          size="sm"
          c="var(--mantine-color-text)"
          truncate
        >
          {user.name}
        </Anchor>
        <LanguagePair native={user.native_language} learning={user.language_to_learn} />
      </Stack>
      <FollowButton member={user} isFollowing={isFollowing} size="compact-sm" named quiet />
    </Group>
  );
}
