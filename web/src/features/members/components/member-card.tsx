import {
  ActionIcon,
  Anchor,
  Card,
  Skeleton,
  Group,
  Image,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconPhoto,
  IconUsers,
} from '@tabler/icons-react';
import type { TMember } from '@chingu/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useFollow } from '../hooks/use-follow';
import { avatarOf, cutBio, DEFAULT_AVATAR } from '../utils/member';
import { LanguagePair } from './language-pair';

export function MemberCard({ member }: { member: TMember }) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const { follow, unfollow, openChat } = useFollow();
  const href = paths.communityMember.getHref(member._id);
  const bio = member.bio.trim();

  const stop = (event: MouseEvent) => event.stopPropagation();
  const onToggleFollow = (event: MouseEvent) => {
    stop(event);
    if (member.isFollowing) void unfollow(member, { quiet: true });
    else void follow(member, { quiet: true });
  };

  return (
    <Card
      padding="md"
      shadow="xs"
      onClick={() => navigate(href)}
      style={{ cursor: 'pointer', height: '100%' }}
      data-testid="member-card"
    >
      <Card.Section pos="relative">
        <Image
          src={avatarOf(member.imageUrls)}
          fallbackSrc={DEFAULT_AVATAR}
          h={180}
          fit="cover"
          alt=""
          loading="lazy"
        />
        <Tooltip
          label={t(member.isFollowing ? 'card.unfollow' : 'card.follow', { name: member.name })}
        >
          <ActionIcon
            pos="absolute"
            top={10}
            right={10}
            size="lg"
            radius="xl"
            variant="white"
            color={member.isFollowing ? 'red' : 'gray'}
            aria-pressed={member.isFollowing}
            aria-label={t(member.isFollowing ? 'card.unfollow' : 'card.follow', {
              name: member.name,
            })}
            onClick={onToggleFollow}
            style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            {member.isFollowing ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
          </ActionIcon>
        </Tooltip>
      </Card.Section>

      <Stack gap={8} mt="sm" style={{ flex: 1 }}>
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
          <LanguagePair native={member.native_language} learning={member.language_to_learn} />
        </Group>
        <Text
          size="sm"
          c={bio ? undefined : 'dimmed'}
          fs={bio ? undefined : 'italic'}
          style={{ flex: 1 }}
        >
          {bio ? cutBio(bio) : t('card.noBio')}
        </Text>
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Group gap="sm" wrap="nowrap">
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden opacity={0.6} />
              <Text size="xs" c="dimmed">
                {t('card.followers', { count: member.followersCount })}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconPhoto size={16} aria-hidden opacity={0.6} />
              <Text size="xs" c="dimmed">
                {t('card.moments', { count: member.momentsCount })}
              </Text>
            </Group>
          </Group>
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
        </Group>
      </Stack>
    </Card>
  );
}

export function MemberCardSkeleton() {
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
