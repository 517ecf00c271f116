import type { ReviewRating } from '@chingu/contract';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { CardRow, CardSchedule } from './queries.ts';

/**
 * The FSRS scheduler of ts-fsrs with its default parameters and no fuzz (decision 046): the
 * same review at the same moment always gives the same next due date. No daily limits.
 */
const scheduler = fsrs();

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function toFsrs(row: CardSchedule): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

function fromFsrs(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A new card's schedule: due at once. */
export function newSchedule(now: Date): CardSchedule {
  return fromFsrs(createEmptyCard(now));
}

/** The card's schedule after a review at `now` with this rating. */
export function nextSchedule(row: CardRow, rating: ReviewRating, now: Date): CardSchedule {
  return fromFsrs(scheduler.next(toFsrs(row), now, GRADES[rating]).card);
}
