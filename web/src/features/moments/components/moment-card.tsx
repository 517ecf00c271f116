import type { TMoment } from '@chingu/contract';
import { Anchor, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UploadedImage } from '@/components/uploaded-image';
import { paths } from '@/config/paths';
import { useShareMoment } from '../hooks/use-share-moment';
import { useToggleLike } from '../hooks/use-toggle-like';
import { cutText } from '../utils/moment';
import { MomentActionBar } from './moment-action-bar';
import { MomentBadges, MomentTags } from './moment-badges';
import { MomentByline } from './moment-byline';
import { MomentReactions } from './moment-reactions';
import { MomentTranslate } from './moment-translate';

const CARD_IMAGES = 4;
/**
 * The feed column is at most 720 px wide; the card's padding takes ~60 px of it. On a 3x phone a
 * full-width photo would pick the 1600 px file: it is told a slot 2/3 as wide, so it gets the
 * 720 px card (2x sharpness in a 280 px-high crop) at a third of the bytes.
 */
const ONE_IMAGE_SLOT =
  '(min-resolution: 2.5dppx) and (max-width: 45em) calc((100vw - 60px) * 0.67), (max-width: 45em) calc(100vw - 60px), 650px';
const TWO_IMAGE_SLOT = '(max-width: 45em) calc(50vw - 32px), 325px';

function CardImages({ moment, priority }: { moment: TMoment; priority: boolean }) {
  const { t } = useTranslation('moments');
  const shown = moment.imageUrls.slice(0, CARD_IMAGES);
  const more = moment.imageUrls.length - shown.length;
  if (shown.length === 0) return null;
  return (
    <Box component={Link} to={paths.moment.getHref(moment._id)} display="block">
      <SimpleGrid cols={shown.length === 1 ? 1 : 2} spacing={4}>
        {shown.map((url, index) => (
          <Box key={url} pos="relative">
            <UploadedImage
              src={url}
              sizes={shown.length === 1 ? ONE_IMAGE_SLOT : TWO_IMAGE_SLOT}
              h={shown.length === 1 ? 280 : 180}
              radius="md"
              fit="cover"
              // The first card's images are likely the page's largest paint: fetched at once.
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority && index === 0 ? 'high' : 'auto'}
              alt={t('card.imageAlt', { index: index + 1, title: moment.title })}
            />
            {more > 0 && index === shown.length - 1 && (
              <Box
                pos="absolute"
                inset={0}
                bg="rgba(0,0,0,0.45)"
                style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid' }}
              >
                <Text c="white" fw={700} fz="xl" style={{ placeSelf: 'center' }}>
                  +{more}
                </Text>
              </Box>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Text cut at 200 characters with See more / See less (SPEC §2, §9). */
export function ExpandableText({ text }: { text: string }) {
  const { t } = useTranslation('moments');
  const [expanded, setExpanded] = useState(false);
  const { text: short, cut } = cutText(text);
  return (
    <Box>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="moment-text">
        {expanded || !cut ? text : short}
      </Text>
      {cut && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('card.seeLess') : t('card.seeMore')}
        </Anchor>
      )}
    </Box>
  );
}

/** A feed card (SPEC §2 Moments feed). */
export function MomentCard({
  moment,
  onTagSelect,
  priority = false,
}: {
  moment: TMoment;
  onTagSelect?: (tag: string) => void;
  /** The first card of a page: its images load eagerly (LCP). */
  priority?: boolean;
}) {
  const toggleLike = useToggleLike();
  const share = useShareMoment();

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="moment-card" component="article">
      <Stack gap="sm">
        <MomentByline moment={moment} variant="card" />
        {/* An h2: the card is right under the feed's h1 (axe heading-order). */}
        {moment.title && (
          <Title order={2} fz="lg">
            <Anchor component={Link} to={paths.moment.getHref(moment._id)} inherit c="inherit">
              {moment.title}
            </Anchor>
          </Title>
        )}
        <ExpandableText text={moment.description} />
        <MomentTranslate moment={moment} />
        <CardImages moment={moment} priority={priority} />
        <MomentBadges moment={moment} />
        <MomentTags tags={moment.tags} onSelect={onTagSelect} />
        <MomentReactions moment={moment} />
        <MomentActionBar
          moment={moment}
          variant="card"
          onLike={() => void toggleLike(moment)}
          onShare={() => void share(moment)}
        />
      </Stack>
    </Card>
  );
}

export function MomentCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="moment-skeleton">
      <Group gap="sm">
        <Skeleton circle h={38} />
        <Stack gap={6}>
          <Skeleton h={12} w={120} />
          <Skeleton h={10} w={60} />
        </Stack>
      </Group>
      <Skeleton h={16} w="60%" mt="md" />
      <Skeleton h={12} mt="sm" />
      <Skeleton h={12} w="80%" mt={6} />
      <Skeleton h={180} mt="md" radius="md" />
    </Card>
  );
}
