import { z } from 'zod';
import { ZId } from './common.ts';
import { CARD_SOURCE_TYPES, LANGUAGE_CODES, REVIEW_RATINGS } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';

const k = (key: ErrorKey) => key;

/** Where a card was saved from: something the member may see (else 404). */
export const ZCardSource = z.object(
  {
    type: z.enum(CARD_SOURCE_TYPES, { message: k('cardSourceInvalid') }),
    id: ZId,
  },
  { message: k('cardSourceInvalid') },
);
export type TCardSource = z.infer<typeof ZCardSource>;

const ZFront = z
  .string({ message: k('cardFrontRequired') })
  .trim()
  .min(1, k('cardFrontRequired'))
  .max(LIMITS.cardFrontMax, k('cardFrontTooLong'));
const ZBack = z.string().trim().max(LIMITS.cardBackMax, k('cardBackTooLong'));
const ZNote = z.string().trim().max(LIMITS.cardNoteMax, k('cardNoteTooLong'));
const ZCardLanguage = z.enum(LANGUAGE_CODES, { message: k('languageRequired') });

/** `POST /api/v1/notebook` (PRODUCT §9.2). */
export const ZCreateCardRequest = z.object({
  front: ZFront,
  back: ZBack.default(''),
  language: ZCardLanguage,
  note: ZNote.optional(),
  source: ZCardSource.optional(),
});
export type TCreateCardRequest = z.input<typeof ZCreateCardRequest>;

/** `PUT /api/v1/notebook/{id}`: the fields to change (the source and review state stay). */
export const ZUpdateCardRequest = z.object({
  front: ZFront.optional(),
  back: ZBack.optional(),
  language: ZCardLanguage.optional(),
  note: ZNote.optional(),
});
export type TUpdateCardRequest = z.input<typeof ZUpdateCardRequest>;

export const ZCardIdParams = z.object({ id: ZId });

/** A notebook card as its owner sees it, with its next review. */
export const ZCard = z.object({
  _id: z.string(),
  front: z.string(),
  back: z.string(),
  language: z.string(),
  note: z.string().nullable(),
  source: z.object({ type: z.enum(CARD_SOURCE_TYPES), id: z.string() }).nullable(),
  /** When the card is next due for review (a new card: when it was saved). */
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  lastReview: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCard = z.infer<typeof ZCard>;

export const ZCardResponse = z.object({ success: z.literal(true), data: ZCard });
export type TCardResponse = z.infer<typeof ZCardResponse>;

/** `GET /api/v1/notebook?q&language&due&page&limit`: newest first, paged like other lists. */
export const ZNotebookQuery = z.object({
  q: z.string().trim().max(LIMITS.cardFrontMax).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  due: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.notebookPageSize),
});
export type TNotebookQuery = z.input<typeof ZNotebookQuery>;
export type TNotebookFilter = z.output<typeof ZNotebookQuery>;

export const ZNotebookResponse = z.object({
  success: z.literal(true),
  /** Matching cards (all pages). */
  count: z.number().int(),
  /** The member's cards due now (whatever the filters): the home's "N cards to review". */
  dueCount: z.number().int(),
  data: z.array(ZCard),
});
export type TNotebookResponse = z.infer<typeof ZNotebookResponse>;

/** `GET /api/v1/notebook/review?limit`: due cards, the longest overdue first. */
export const ZReviewQueueQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.reviewQueueMax)
    .default(LIMITS.reviewQueueDefault),
});
export type TReviewQueueQuery = z.input<typeof ZReviewQueueQuery>;

export const ZReviewQueueResponse = z.object({
  success: z.literal(true),
  /** All due cards (the queue may hold fewer: `limit`). */
  count: z.number().int(),
  data: z.array(ZCard),
});
export type TReviewQueueResponse = z.infer<typeof ZReviewQueueResponse>;

/** `POST /api/v1/notebook/{id}/review {rating}`. */
export const ZReviewCardRequest = z.object({
  rating: z.enum(REVIEW_RATINGS, { message: k('reviewRatingRequired') }),
});
export type TReviewCardRequest = z.infer<typeof ZReviewCardRequest>;

export const ZReviewCardResponse = z.object({
  success: z.literal(true),
  data: z.object({ _id: z.string(), due: z.string(), card: ZCard }),
});
export type TReviewCardResponse = z.infer<typeof ZReviewCardResponse>;
