import type { TMoment } from '@chingu/contract';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UploadedImage } from '@/components/uploaded-image';
import { paths } from '@/config/paths';
import { MomentActionBar } from './moment-action-bar';
import { MomentByline } from './moment-byline';

type Props = { moment: TMoment; onDelete: () => void; onShare: () => void };

/** A card of /my-moments (SPEC §2 My moments). */
export function MyMomentCard({ moment, onDelete, onShare }: Props) {
  const { t } = useTranslation('moments');
  const name = moment.title || t('myMoments.untitled');
  const cover = moment.imageUrls[0];

  return (
    <Card withBorder radius="lg" padding="md" data-testid="my-moment-card">
      <MomentByline moment={moment} variant="mine" />
      {cover && (
        <Card.Section component={Link} to={paths.moment.getHref(moment._id)}>
          <UploadedImage
            src={cover}
            sizes="(max-width: 48em) 100vw, 400px"
            h={180}
            fit="cover"
            alt={name}
            loading="lazy"
          />
        </Card.Section>
      )}
      <Stack gap={6} mt="sm" flex={1}>
        <Title order={2} fz="md" lineClamp={1}>
          <Anchor component={Link} to={paths.moment.getHref(moment._id)} inherit c="inherit">
            {name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {moment.description}
        </Text>
      </Stack>
      <MomentActionBar moment={moment} variant="mine" onShare={onShare} onDelete={onDelete} />
    </Card>
  );
}
