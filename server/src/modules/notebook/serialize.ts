import type { TCard } from '@chingu/contract';
import type { CardRow } from './queries.ts';

const STATES = ['new', 'learning', 'review', 'relearning'] as const;

export function toCard(row: CardRow): TCard {
  return {
    _id: row.id,
    front: row.front,
    back: row.back,
    language: row.language,
    note: row.note,
    source: row.sourceType && row.sourceId ? { type: row.sourceType, id: row.sourceId } : null,
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    state: STATES[row.state] ?? 'new',
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
