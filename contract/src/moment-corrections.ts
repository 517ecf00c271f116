import { z } from 'zod';
import { ZId, ZPagination, dataEnvelope, listEnvelope } from './common.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZMomentAuthor } from './moments.ts';

// PRODUCT §9.2 "Correct me": corrections of a correct-me moment, under /api/v1/moments/{id}.

const k = (key: ErrorKey) => key;

/** `POST /api/v1/moments/{id}/corrections`: the moment's text as it should read, and why. */
export const ZCreateMomentCorrectionRequest = z.object({
  corrected: z
    .string({ message: k('correctionRequired') })
    .trim()
    .min(1, k('correctionRequired'))
    .max(LIMITS.momentCorrectionMax, k('correctionTooLong')),
  note: z.string().trim().max(LIMITS.correctionNoteMax, k('correctionNoteTooLong')).optional(),
});
export type TCreateMomentCorrectionRequest = z.input<typeof ZCreateMomentCorrectionRequest>;

/**
 * One correction. `original` is the moment's text when it was corrected (a later edit of the
 * moment does not change it); `helpful` is the moment author's mark, on one correction at most.
 */
export const ZMomentCorrection = z.object({
  _id: z.string(),
  momentId: z.string(),
  author: ZMomentAuthor,
  original: z.string(),
  corrected: z.string(),
  note: z.string().nullable(),
  helpful: z.boolean(),
  createdAt: z.string(),
});
export type TMomentCorrection = z.infer<typeof ZMomentCorrection>;

export const ZMomentCorrectionResponse = dataEnvelope(ZMomentCorrection);
export type TMomentCorrectionResponse = z.infer<typeof ZMomentCorrectionResponse>;

/** `GET /api/v1/moments/{id}/corrections`: oldest first (the order they were given), paged. */
export const ZMomentCorrectionsQuery = ZPagination.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.pageLimitMax)
    .default(LIMITS.momentCorrectionsPageSize),
});
export type TMomentCorrectionsQuery = z.input<typeof ZMomentCorrectionsQuery>;
export const ZMomentCorrectionsResponse = listEnvelope(ZMomentCorrection);
export type TMomentCorrectionsResponse = z.infer<typeof ZMomentCorrectionsResponse>;

export const ZMomentCorrectionParams = z.object({ id: ZId, correctionId: ZId });
