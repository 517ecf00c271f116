import type { ReviewRating, TCard } from '@chingu/contract';
import { REVIEW_RATINGS } from '@chingu/contract/constants';
import {
  Button,
  Center,
  Container,
  Group,
  Kbd,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconConfetti, IconNotebook, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/hooks/store';
import { useSpeech } from '@/hooks/use-speech';
import { api, apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useGetReviewQueueQuery } from '../api/get-review-queue';
import { useReviewCardMutation } from '../api/review-card';

const COLORS: Record<ReviewRating, string> = {
  again: 'red',
  hard: 'orange',
  good: 'teal',
  easy: 'blue',
};

/** Typing in a field, or a key with a modifier, is not a review shortcut. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  const tag = target.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable);
}

/**
 * `/notebook/review` (PRODUCT §9.2): the due cards one at a time. Space (or "Show answer") flips,
 * 1–4 (or the buttons) rate Again/Hard/Good/Easy; "Read aloud" speaks the front in the card's
 * language. When the loaded cards are done the queue is asked again; empty: "Done for today".
 */
export function ReviewScreen() {
  const { t } = useTranslation(['notebook', 'errors']);
  const dispatch = useAppDispatch();
  const queue = useGetReviewQueueQuery({});
  const [reviewCard, { isLoading: saving }] = useReviewCardMutation();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const { canSpeak, speak } = useSpeech();
  const flipRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  const cards: TCard[] = queue.data?.data ?? [];
  const card = cards[index];
  const remaining = Math.max(0, (queue.data?.count ?? 0) - index);
  const total = reviewed + remaining;

  const rate = async (rating: ReviewRating) => {
    if (!card || !flipped || saving) return;
    try {
      await reviewCard({ id: card._id, rating }).unwrap();
    } catch (err) {
      notifyError(apiErrorMessage(err, t, t('reviewFailed')));
      return;
    }
    setReviewed((n) => n + 1);
    setFlipped(false);
    if (index + 1 < cards.length) {
      setIndex(index + 1);
    } else {
      // The loaded cards are done: ask for what is due now (more than the first batch, or none).
      await queue.refetch();
      setIndex(0);
    }
  };

  const rateRef = useRef(rate);
  useEffect(() => {
    rateRef.current = rate;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      if (event.key === ' ' || event.code === 'Space') {
        event.preventDefault();
        setFlipped(true);
        return;
      }
      const rating = REVIEW_RATINGS[Number(event.key) - 1];
      if (rating && /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        void rateRef.current(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Keyboard users keep their place: the answer after a flip, "Show answer" on the next card.
  useEffect(() => {
    if (flipped) answerRef.current?.focus({ preventScroll: true });
  }, [flipped]);
  useEffect(() => {
    if (reviewed > 0) flipRef.current?.focus({ preventScroll: true });
  }, [reviewed]);

  // The notebook list and the home's due count are stale once the member leaves.
  useEffect(() => () => void dispatch(api.util.invalidateTags(['Notebook'])), [dispatch]);

  let body;
  if (queue.isLoading || (queue.isFetching && !card)) {
    body = (
      <Center py={60} role="status" aria-label={t('reviewLoading')}>
        <Loader />
      </Center>
    );
  } else if (queue.isError) {
    body = (
      <QueryErrorAlert
        title={t('reviewLoadError')}
        message={apiErrorMessage(queue.error, t, t('reviewLoadError'))}
        retryLabel={t('tryAgain')}
        onRetry={() => void queue.refetch()}
      />
    );
  } else if (!card) {
    body = (
      <StatePanel
        icon={<IconConfetti size={30} />}
        title={t('doneTitle')}
        description={t('doneHint')}
        action={
          <Button component={Link} to={paths.notebook.getHref()} variant="default">
            {t('backToNotebook')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="review-progress">
            {t('progress', { current: reviewed + 1, total })}
          </Text>
          <Progress
            value={total ? (reviewed / total) * 100 : 0}
            mt={6}
            aria-label={t('progress', { current: reviewed + 1, total })}
          />
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="review-card">
          <Stack gap="md" align="center" ta="center">
            <Text
              fz={{ base: 24, sm: 30 }}
              fw={600}
              lang={card.language}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="review-front"
            >
              {card.front}
            </Text>
            {canSpeak(card.language) && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconVolume size={16} />}
                onClick={() => speak(card.front, card.language)}
              >
                {t('readAloud')}
              </Button>
            )}
            {flipped ? (
              <Stack
                gap={6}
                ref={answerRef}
                tabIndex={-1}
                data-testid="review-back"
                style={{ outline: 'none' }}
              >
                {card.back && (
                  <Text fz="xl" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {card.back}
                  </Text>
                )}
                {card.note && (
                  <Text c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {card.note}
                  </Text>
                )}
              </Stack>
            ) : (
              <Button ref={flipRef} size="md" onClick={() => setFlipped(true)}>
                {t('showAnswer')}
              </Button>
            )}
          </Stack>
        </Paper>
        {flipped && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {REVIEW_RATINGS.map((rating, i) => (
              <Button
                key={rating}
                color={COLORS[rating]}
                variant="light"
                size="md"
                disabled={saving}
                onClick={() => void rate(rating)}
                rightSection={<Kbd size="xs">{i + 1}</Kbd>}
              >
                {t(rating)}
              </Button>
            ))}
          </SimpleGrid>
        )}
        <Text size="sm" c="dimmed" ta="center">
          {flipped ? t('rateHint') : t('flipHint')}
        </Text>
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('reviewTitle')}
          </Title>
          <Button
            component={Link}
            to={paths.notebook.getHref()}
            variant="subtle"
            leftSection={<IconNotebook size={18} />}
          >
            {t('title')}
          </Button>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
