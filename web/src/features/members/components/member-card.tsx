import type { TMember } from '@chingu/contract';
import { ActionIcon, Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPin, IconMessageCircle, IconPhoto, IconUsers } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LevelBadge } from '@/components/level-badge';
import { MemberAvatar } from '@/components/member-avatar';
import { Tooltip } from '@/components/tooltip';
import { paths } from '@/config/paths';
import { avatarOf } from '@/utils/avatar';
import { useFollow } from '../hooks/use-follow';
import { cutBio, placeOf } from '../utils/member';
import { FollowButton } from './follow-button';
import { LanguagePair } from './language-pair';
import { hasOwnPicture, MemberCoverPhoto, MemberThumb } from './member-photo';

/**
 * A directory card: photo, native -> learning flags and level, name, place, bio cut at 60 characters, real
 * followers and moments counts, a Follow / Following button and a message button. `compact` is the phone
 * layout (photo beside the text) so a page of 20 stays scannable.
 */
export function MemberCard({ member, compact = false }: { member: TMember; compact?: boolean }) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const { openChat } = useFollow();
  const href = paths.communityMember.getHref(member._id);
  const bio = member.bio.trim();
  const place = placeOf(member.location);

  const stop = (event: MouseEvent) => event.stopPropagation();
  const followButton = (
    <FollowButton
      member={member}
      isFollowing={member.isFollowing}
      size={compact ? 'compact-sm' : 'xs'}
      fullWidth={!compact}
      named
      quiet
    />
  );
  const message = (
    <Tooltip label={t('card.message', { name: member.name })}>
      <ActionIcon
        variant="light"
        radius="xl"
        size="lg"
        aria-label={t('card.message', { name: member.name })}
        onClick={(event) => {
          stop(event);
          openChat(member._id);
        }}
      >
        <IconMessageCircle size={18} />
      </ActionIcon>
    </Tooltip>
  );
  // The name (a link to the profile) with the languages beside it.
  const heading = (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Anchor
        component={Link}
        to={href}
        onClick={stop}
        fw={700}
        c="var(--mantine-color-text)"
        lineClamp={1}
      >
        {member.name}
      </Anchor>
      <Group gap={6} wrap="nowrap">
        <LanguagePair native={member.native_language} learning={member.language_to_learn} />
        <LevelBadge level={member.level} language={member.language_to_learn} />
      </Group>
    </Group>
  );
  const placeText = place ? (
    <Group gap={4} wrap="nowrap" data-testid="member-place">
      <IconMapPin size={14} aria-hidden opacity={0.6} style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed" truncate>
        {place}
      </Text>
    </Group>
  ) : null;
  const bioText = (
    <Text
      size="sm"
      c={bio ? undefined : 'dimmed'}
      fs={bio ? undefined : 'italic'}
      style={{ flex: 1, overflowWrap: 'anywhere' }}
      data-testid="member-bio"
    >
      {bio ? cutBio(bio) : t('card.noBio')}
    </Text>
  );
  const followersText = t('card.followers', { count: member.followersCount });
  const momentsText = t('card.moments', { count: member.momentsCount });
  // On phones only the numbers are shown next to their icons; the full text is the label.
  const counts = (
    <Group gap="sm" wrap="nowrap">
      {(
        [
          [IconUsers, followersText, member.followersCount],
          [IconPhoto, momentsText, member.momentsCount],
        ] as const
      ).map(([Icon, text, count]) => (
        <Group key={text} gap={4} wrap="nowrap" title={text}>
          <Icon size={16} aria-hidden opacity={0.6} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-label={text}>
            {compact ? count : text}
          </Text>
        </Group>
      ))}
    </Group>
  );

  if (compact) {
    return (
      <Card
        padding="sm"
        shadow="xs"
        onClick={() => navigate(href)}
        style={{ cursor: 'pointer' }}
        data-testid="member-card"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {hasOwnPicture(member) ? (
            <MemberThumb
              src={avatarOf(member)}
              size={88}
              radius="md"
              loading="lazy"
              style={{ flexShrink: 0 }}
            />
          ) : (
            <MemberAvatar member={member} alt="" size={88} radius="md" style={{ flexShrink: 0 }} />
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            {heading}
            {placeText}
            {bioText}
            <Group justify="space-between" wrap="nowrap" gap={4}>
              {counts}
              {/* The follow confirmation is a portal, but its clicks still bubble to the card. */}
              <Group gap={4} wrap="nowrap" onClick={stop}>
                {followButton}
                {message}
              </Group>
            </Group>
          </Stack>
        </Group>
      </Card>
    );
  }

  return (
    <Card
      padding="md"
      shadow="xs"
      onClick={() => navigate(href)}
      style={{ cursor: 'pointer', height: '100%' }}
      data-testid="member-card"
    >
      <MemberCoverPhoto member={member} />
      <Stack gap={8} mt="sm" style={{ flex: 1 }}>
        {heading}
        {placeText}
        {bioText}
        {counts}
        {/* The follow confirmation is a portal, but its clicks still bubble to the card. */}
        <Group gap="xs" wrap="nowrap" mt={4} onClick={stop}>
          <div style={{ flex: 1 }}>{followButton}</div>
          {message}
        </Group>
      </Stack>
    </Card>
  );
}

export function MemberCardSkeleton({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <Card padding="sm" data-testid="member-card-skeleton" aria-hidden>
        <Group gap="sm" wrap="nowrap">
          <Skeleton w={88} h={88} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={16} w="60%" />
            <Skeleton h={12} />
            <Skeleton h={12} w="70%" />
          </Stack>
        </Group>
      </Card>
    );
  }
  return (
    <Card padding="md" data-testid="member-card-skeleton" aria-hidden>
      <Card.Section>
        <Skeleton h={180} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={18} w="60%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="80%" />
        <Skeleton h={28} mt={4} />
      </Stack>
    </Card>
  );
}
