import type { TCard } from '@chingu/contract';

let seq = 0;
/** A notebook card as the API sends it; due now unless told. */
export function makeCard(fields: Partial<TCard> = {}): TCard {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    front: '안녕하세요',
    back: 'Hello',
    language: 'ko',
    note: null,
    source: null,
    due: '2026-01-01T00:00:00.000Z',
    reps: 0,
    lapses: 0,
    state: 'new',
    lastReview: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
