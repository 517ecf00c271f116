import type { TAttachment, TReportGroup } from '@chingu/contract';
import type { ReportAction } from '@chingu/contract/constants';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Image,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCheck, IconEyeOff, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { UploadedImage } from '@/components/uploaded-image';
import { paths } from '@/config/paths';
import { useRelativeTime } from '@/hooks/use-relative-time';

const IMAGES_SHOWN = 4;

/** The actions that make sense for a target: a member is hidden by suspending them. */
export function actionsFor(group: TReportGroup): ReportAction[] {
  if (!group.content) return ['dismiss'];
  switch (group.targetType) {
    case 'user':
      return ['dismiss', 'warn', 'suspend'];
    case 'story':
      return ['dismiss', 'warn'];
    default:
      return ['dismiss', 'warn', 'hide', 'suspend'];
  }
}

const ACTION_ICONS = {
  dismiss: IconCheck,
  warn: IconAlertTriangle,
  hide: IconEyeOff,
  suspend: IconBan,
} as const;
const ACTION_COLORS = { dismiss: 'gray', warn: 'yellow', hide: 'orange', suspend: 'red' } as const;

/**
 * A reported chat message's photos and voice clip (issue 29: moderators saw none), through links
 * signed for moderators, which still open after the message is hidden.
 */
function ReportedAttachments({
  attachments,
  author,
}: {
  attachments: TAttachment[];
  author: string;
}) {
  const { t } = useTranslation('reports');
  if (attachments.length === 0) return null;
  const photos = attachments.filter((a) => a.mime.startsWith('image/'));
  const clips = attachments.filter((a) => a.mime.startsWith('audio/'));
  return (
    <Stack gap={4} data-testid="reported-attachments">
      {photos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4}>
          {photos.map((photo, index) => (
            <Anchor key={photo._id} href={photo.url} target="_blank" rel="noopener noreferrer">
              <Image
                src={photo.url}
                h={120}
                radius="sm"
                fit="cover"
                loading="lazy"
                alt={t('admin.reportedPhoto', { name: author, n: index + 1 })}
              />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {clips.map((clip) => (
        <audio
          key={clip._id}
          controls
          preload="none"
          src={clip.url}
          aria-label={t('admin.reportedVoice', { name: author })}
          style={{ width: '100%', maxWidth: 360 }}
        />
      ))}
    </Stack>
  );
}

function ReportedContent({ group }: { group: TReportGroup }) {
  const { t } = useTranslation('reports');
  const relativeTime = useRelativeTime(t);
  const content = group.content;
  if (!content) {
    return (
      <Alert color="gray" icon={<IconTrashX size={18} />}>
        {t('admin.deleted')}
      </Alert>
    );
  }
  const author = content.author;
  const isMember = group.targetType === 'user';
  const images = isMember ? author.imageUrls : content.imageUrls;
  const shown = images.slice(0, IMAGES_SHOWN);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="center">
        <MemberAvatar member={author} />
        <Box miw={0}>
          <Anchor
            component={Link}
            to={paths.communityMember.getHref(author._id)}
            fw={600}
            c="var(--mantine-color-text)"
            style={{ overflowWrap: 'anywhere' }}
          >
            {author.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(isMember ? 'admin.joined' : 'admin.posted', {
              time: relativeTime(content.createdAt),
            })}
          </Text>
        </Box>
        <Group gap={4} ml="auto" justify="flex-end">
          {content.hidden && !content.authorSuspended && (
            <Badge color="orange" variant="light">
              {t('admin.alreadyHidden')}
            </Badge>
          )}
          {content.authorSuspended && (
            <Badge color="red" variant="light">
              {t('admin.authorSuspended')}
            </Badge>
          )}
        </Group>
      </Group>
      {content.title && (
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {content.title}
        </Text>
      )}
      <Spoiler maxHeight={96} showLabel="…" hideLabel="▲">
        <Text
          size="sm"
          c={content.text ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="reported-text"
        >
          {content.text ?? t('admin.noText')}
        </Text>
      </Spoiler>
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing={4}>
          {shown.map((url, index) => (
            <UploadedImage
              key={url}
              src={url}
              sizes="(max-width: 48em) 25vw, 120px"
              fallbackSize="thumb"
              h={72}
              radius="sm"
              fit="cover"
              loading="lazy"
              alt={`${author.name} ${index + 1}`}
            />
          ))}
        </SimpleGrid>
      )}
      <ReportedAttachments attachments={content.attachments} author={author.name} />
      {content.momentId && (
        <Anchor component={Link} to={paths.moment.getHref(content.momentId)} size="sm">
          {t('admin.viewMoment')}
        </Anchor>
      )}
    </Stack>
  );
}

/** One reported target: what it is, who reported it why, and the moderator's three actions. */
export function ReportGroupCard({
  group,
  onAction,
  busy,
}: {
  group: TReportGroup;
  onAction: (group: TReportGroup, action: ReportAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('reports');
  const relativeTime = useRelativeTime(t);
  const more = group.reportCount - group.reports.length;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" data-testid="report-group">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light">{t(`admin.type.${group.targetType}`)}</Badge>
            <Badge color="red" variant="filled">
              {t('admin.reportCount', { count: group.reportCount })}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('admin.lastReported', {
              time: relativeTime(group.lastReportedAt),
            })}
          </Text>
        </Group>

        <ReportedContent group={group} />

        <Divider />
        <Group gap={6}>
          {Object.entries(group.reasonCounts).map(([reason, count]) => (
            <Badge key={reason} color="gray" variant="outline" tt="none">
              {t(`reasons.${reason}.label`)} · {count}
            </Badge>
          ))}
        </Group>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {group.reports.map((entry) => (
            <Box component="li" key={entry._id}>
              <Text size="sm">
                <Text span fw={600}>
                  {t(`reasons.${entry.reason}.label`)}
                </Text>{' '}
                <Text span c="dimmed" size="xs">
                  {t('admin.by', { name: entry.reporter.name })} ·{' '}
                  <RelativeTime date={entry.createdAt} />
                </Text>
              </Text>
              <Text
                size="sm"
                c={entry.details ? undefined : 'dimmed'}
                fs={entry.details ? undefined : 'italic'}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {entry.details ?? t('admin.noDetails')}
              </Text>
            </Box>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed" component="li">
              {t('admin.moreReports', { count: more })}
            </Text>
          )}
        </Stack>

        <Group gap="xs" justify="flex-end">
          {actionsFor(group).map((action) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                variant={action === 'dismiss' ? 'default' : 'light'}
                color={ACTION_COLORS[action]}
                leftSection={<Icon size={16} />}
                onClick={() => onAction(group, action)}
                disabled={busy}
              >
                {t(`admin.actions.${action}`)}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}
