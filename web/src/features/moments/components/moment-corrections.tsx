import type { TMoment, TMomentCorrection } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconLogin,
  IconPencil,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { WordDiff } from '@/components/word-diff/word-diff';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { labelForCode } from '@/lib/languages';
import { notifyError } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import {
  loadedCorrections,
  useGetMomentCorrectionsInfiniteQuery,
  useMarkCorrectionHelpfulMutation,
} from '../api/corrections';
import { CorrectionEditor } from './correction-editor';
import { SaveToNotebookButton } from './save-to-notebook-button';

/** The notebook card of a correction (PRODUCT §9.2): the original, then how it should read. */
function cardOf(correction: TMomentCorrection, language: TMoment['language']) {
  return {
    front: correction.original.slice(0, LIMITS.cardFrontMax),
    back: [correction.corrected, correction.note ?? '']
      .filter(Boolean)
      .join('\n')
      .slice(0, LIMITS.cardBackMax),
    language,
    source: { type: 'momentCorrection' as const, id: correction._id },
  };
}

function CorrectionItem({
  correction,
  moment,
  mine,
  signedIn,
}: {
  correction: TMomentCorrection;
  moment: TMoment;
  /** The viewer wrote the moment: they mark helpful. */
  mine: boolean;
  signedIn: boolean;
}) {
  const { t } = useTranslation('moments');
  const [markHelpful, { isLoading }] = useMarkCorrectionHelpfulMutation();
  const toggleHelpful = async () => {
    try {
      await markHelpful({ momentId: moment._id, correctionId: correction._id }).unwrap();
    } catch (failure) {
      notifyError(apiErrorMessage(failure, t, t('corrections.helpfulFailed')));
    }
  };
  const by = t('corrections.by', { name: correction.author.name });
  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      component="li"
      data-testid="moment-correction"
      aria-label={by}
    >
      <MemberAvatar
        member={correction.author}
        href={paths.communityMember.getHref(correction.author._id)}
        size="sm"
      />
      <Paper
        withBorder
        radius="md"
        px="sm"
        py={8}
        flex={1}
        miw={0}
        style={correction.helpful ? { borderColor: 'var(--mantine-color-teal-filled)' } : undefined}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {correction.author.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {correction.helpful && !mine ? (
              <Badge
                color="teal"
                variant="light"
                size="sm"
                leftSection={<IconThumbUpFilled size={12} aria-hidden />}
              >
                {t('corrections.helpful')}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <RelativeTime date={correction.createdAt} />
            </Text>
          </Group>
        </Group>
        <WordDiff original={correction.original} corrected={correction.corrected} />
        {correction.note ? (
          <Text
            size="sm"
            c="dimmed"
            mt={4}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {correction.note}
          </Text>
        ) : null}
        {signedIn ? (
          <Group gap="xs" mt={6}>
            {mine ? (
              <Button
                variant={correction.helpful ? 'light' : 'subtle'}
                color={correction.helpful ? 'teal' : 'gray'}
                size="compact-sm"
                aria-pressed={correction.helpful}
                leftSection={
                  correction.helpful ? (
                    <IconThumbUpFilled size={16} aria-hidden />
                  ) : (
                    <IconThumbUp size={16} aria-hidden />
                  )
                }
                loading={isLoading}
                onClick={() => void toggleHelpful()}
              >
                {correction.helpful ? t('corrections.helpful') : t('corrections.markHelpful')}
              </Button>
            ) : null}
            <SaveToNotebookButton
              card={() => cardOf(correction, moment.language)}
              label={`${t('notebook.save')}: ${by}`}
            />
          </Group>
        ) : null}
      </Paper>
    </Group>
  );
}

/**
 * A correct-me moment's corrections (PRODUCT §9.2) as word diffs with their notes; "Correct"
 * opens the editor (at once when the page was opened with `?correct=1`, from the home), and the
 * moment's author marks one helpful. Nothing for a moment that never asked and has none.
 */
export function MomentCorrections({ moment }: { moment: TMoment }) {
  const { t, i18n } = useTranslation('moments');
  const me = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const [params] = useSearchParams();
  const mine = me?._id === moment.user._id;
  const canCorrect = Boolean(me) && moment.correctMe && !mine;
  const [editing, setEditing] = useState(() => canCorrect && params.get('correct') === '1');
  const shown = moment.correctMe || moment.correctionCount > 0;
  const corrections = useGetMomentCorrectionsInfiniteQuery(moment._id, { skip: !shown });
  if (!shown) return null;

  const list = loadedCorrections(corrections.data?.pages);
  const language = labelForCode(moment.language, i18n.resolvedLanguage ?? 'en');
  const total = corrections.data?.pages.at(-1)?.count ?? moment.correctionCount;

  return (
    <Stack gap="sm" component="section" aria-labelledby="moment-corrections-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg" id="moment-corrections-title">
          {t('corrections.title')}
          {total > 0 ? ` (${total})` : ''}
        </Title>
        {canCorrect && !editing ? (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('corrections.correct')}
          </Button>
        ) : null}
        {!me && moment.correctMe ? (
          <Button
            component={Link}
            to={paths.login.getHref(location.pathname)}
            size="sm"
            variant="light"
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {t('corrections.signIn')}
          </Button>
        ) : null}
      </Group>
      {editing ? (
        <CorrectionEditor
          momentId={moment._id}
          original={moment.description}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {corrections.isLoading ? (
        <Skeleton h={64} radius="md" />
      ) : corrections.isError ? (
        <Text c="dimmed" size="sm">
          {t('corrections.loadFailed')}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void corrections.refetch()}
          >
            {t('detail.retry')}
          </Anchor>
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(mine ? 'corrections.emptyMine' : 'corrections.empty', { language })}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((correction) => (
            <CorrectionItem
              key={correction._id}
              correction={correction}
              moment={moment}
              mine={mine}
              signedIn={Boolean(me)}
            />
          ))}
        </Stack>
      )}
      {corrections.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChevronDown size={16} />}
          loading={corrections.isFetchingNextPage}
          onClick={() => void corrections.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {t('corrections.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
