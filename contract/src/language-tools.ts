import { z } from 'zod';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZRoomsFeature } from './rooms.ts';

const k = (key: ErrorKey) => key;

/** A target language: an ISO 639-1 code, optionally with a region or script ("zh-Hant"). */
export const ZLanguageCode = z
  .string({ message: k('invalidLanguage') })
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, k('invalidLanguage'));

/** `POST /api/v1/translate` (PRODUCT §8.3). */
export const ZTranslateRequest = z.object({
  text: z
    .string({ message: k('translationTextRequired') })
    .trim()
    .min(1, k('translationTextRequired'))
    .max(LIMITS.translateTextMax, k('translationTooLong')),
  target: ZLanguageCode,
});
export type TTranslateRequest = z.infer<typeof ZTranslateRequest>;

export const ZTranslateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    text: z.string(),
    /** The source language the service detected (a code), or null when it did not say. */
    detectedSource: z.string().nullable(),
    /** Answered from the server's cache, without asking the service. */
    cached: z.boolean(),
  }),
});
export type TTranslateResponse = z.infer<typeof ZTranslateResponse>;

/** `GET /api/v1/features`: what this server has configured, so the web app hides the rest. */
export const ZFeaturesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    translation: z.boolean(),
    push: z.boolean(),
    turn: z.boolean(),
    /** PRODUCT §9.3: how language rooms' audio flows here, and how many may listen in one. */
    rooms: ZRoomsFeature,
  }),
});
export type TFeaturesResponse = z.infer<typeof ZFeaturesResponse>;
