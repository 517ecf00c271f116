import type { TMoment } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Box, Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconClock,
  IconMapPin,
  IconMoodSad,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslateText } from '@/hooks/use-translate-text';
import { notifyError, notifyLoginRequired } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetMomentQuery } from '../api/get-moment';
import { useDislikeMomentMutation, useLikeMomentMutation } from '../api/like-moment';
import { useShareMoment } from '../hooks/use-share-moment';
import { isLikedBy, isUuid } from '../utils/moment';
import { DetailSkeleton } from './detail-states';
import { MomentActionBar } from './moment-action-bar';
import { MomentBadges, MomentTags } from './moment-badges';
import { MomentByline } from './moment-byline';
import { MomentComments } from './moment-comments';
import { MomentCorrections } from './moment-corrections';
import { MomentImageCarousel } from './moment-image-carousel';
import { MomentReactions } from './moment-reactions';
import { momentText, MomentTranslate } from './moment-translate';
import { SaveToNotebookButton } from './save-to-notebook-button';

function MomentDetailCard({ moment, refetch }: { moment: TMoment; refetch: () => unknown }) {
  const { t, i18n } = useTranslation('moments');
  const me = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const share = useShareMoment();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [likeMoment] = useLikeMomentMutation();
  const [dislikeMoment] = useDislikeMomentMutation();
  const [liking, setLiking] = useState(false);
  const [now] = useState(() => Date.now());
  const liked = isLikedBy(moment, me?._id);
  const locale = i18n.resolvedLanguage ?? 'en';
  const translate = useTranslateText(momentText(moment), moment.language);
  /** The moment's text on the front, the translation on the back when one is shown. */
  const card = () => ({
    front: momentText(moment).slice(0, LIMITS.cardFrontMax),
    back: (translate.shown ? (translate.translation?.text ?? '') : '').slice(0, LIMITS.cardBackMax),
    language: moment.language,
    source: { type: 'moment' as const, id: moment._id },
  });

  const requireLogin = (message: string) =>
    notifyLoginRequired({
      message,
      linkLabel: t('comments.signIn'),
      onSignIn: () => navigate(paths.login.getHref(location.pathname)),
    });

  /** SPEC §4: unlike when the member is among the likers, else like; then refetch. */
  const onLike = async () => {
    if (liking) return;
    if (!me) {
      requireLogin(t('detail.loginToLike'));
      return;
    }
    setLiking(true);
    const args = { momentId: moment._id, userId: me._id };
    try {
      await (liked ? dislikeMoment(args) : likeMoment(args)).unwrap();
    } catch {
      notifyError(t('detail.likeFailed'));
    } finally {
      setLiking(false);
      void refetch();
    }
  };

  const onComment = () => {
    if (!me) {
      requireLogin(t('comments.signInPrompt'));
      return;
    }
    commentRef.current?.focus();
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Stack gap="md">
        <MomentByline moment={moment} variant="detail" />
        {moment.scheduledDate && Date.parse(moment.scheduledDate) > now && (
          <Group gap={6} c="dimmed">
            <IconClock size={16} />
            <Text size="sm">
              {t('detail.scheduledFor', {
                date: new Date(moment.scheduledDate).toLocaleString(locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Text>
          </Group>
        )}
        {moment.title && (
          <Title order={2} fz={{ base: 'xl', sm: 26 }}>
            {moment.title}
          </Title>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {moment.description}
        </Text>
        <Group gap="xs" align="flex-start" justify="space-between">
          <Box flex={1} miw={0}>
            <MomentTranslate moment={moment} translate={translate} />
          </Box>
          {me ? <SaveToNotebookButton card={card} /> : null}
        </Group>
        <MomentBadges moment={moment} />
        <MomentTags tags={moment.tags} />
        {moment.location && (
          <Group gap={6} c="dimmed" aria-label={t('detail.location')}>
            <IconMapPin size={16} />
            <Text size="sm">{moment.location.formattedAddress}</Text>
          </Group>
        )}
        <MomentImageCarousel images={moment.imageUrls} />
        <MomentReactions moment={moment} />
        <Group gap="lg">
          <Text size="sm" c="dimmed" data-testid="like-count">
            {t('detail.likes', { count: moment.likeCount })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="comment-count">
            {t('detail.commentsCount', { count: moment.commentCount })}
          </Text>
        </Group>
        <Divider />
        <MomentActionBar
          moment={moment}
          variant="detail"
          onLike={() => void onLike()}
          liking={liking}
          onComment={onComment}
          onShare={() => void share(moment)}
        />
        <Divider />
        {moment.correctMe || moment.correctionCount > 0 ? (
          <>
            <MomentCorrections moment={moment} />
            <Divider />
          </>
        ) : null}
        <MomentComments momentId={moment._id} ownerId={moment.user._id} inputRef={commentRef} />
      </Stack>
    </Card>
  );
}

/** One moment with its photos, likes and comments (SPEC §2 Moment detail). */
export function MomentDetailScreen() {
  const { t } = useTranslation('moments');
  const { id } = useParams();
  const navigate = useNavigate();
  const valid = isUuid(id);
  const moment = useGetMomentQuery(id ?? '', { skip: !valid });
  usePageTitle(moment.data?.data.title || t('pageTitle.moment', { ns: 'common' }));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  const notFound =
    moment.isError && (moment.error as { status?: unknown } | undefined)?.status === 404;

  let body: ReactNode;
  if (!valid) {
    body = (
      <StatePanel
        bare
        icon={<IconAlertTriangle size={30} />}
        title={t('detail.invalidId')}
        description={t('detail.invalidIdText')}
        action={
          <Button component={Link} to={paths.moments.getHref()}>
            {t('detail.backToMoments')}
          </Button>
        }
      />
    );
  } else if (moment.isLoading) {
    body = <DetailSkeleton />;
  } else if (notFound || (moment.isSuccess && !moment.data)) {
    body = (
      <StatePanel
        bare
        icon={<IconMoodSad size={30} />}
        title={t('detail.notFound')}
        description={t('detail.notFoundText')}
        action={<Button onClick={() => navigate(-1)}>{t('detail.goBack')}</Button>}
      />
    );
  } else if (moment.isError || !moment.data) {
    body = (
      <QueryErrorAlert
        title={t('detail.errorTitle')}
        retryLabel={t('detail.retry')}
        onRetry={() => void moment.refetch()}
      />
    );
  } else {
    body = <MomentDetailCard moment={moment.data.data} refetch={moment.refetch} />;
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <Button
          component={Link}
          to={paths.moments.getHref()}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px="xs"
        >
          {t('actions.back')}
        </Button>
        <Title order={1} fz={{ base: 'lg', sm: 26 }}>
          {t('detail.title')}
        </Title>
      </Group>
      {body}
    </Container>
  );
}
