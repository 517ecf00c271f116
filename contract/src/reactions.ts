import { z } from 'zod';
import type { ErrorKey } from './errors.ts';

const k = (key: ErrorKey) => key;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Pictographs, flags (regional indicators) and keycaps: what people call "an emoji". */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/** True when `value` is exactly one emoji grapheme (a ZWJ family or a flag counts as one). */
export function isSingleEmoji(value: string): boolean {
  if (!value || value.length > 32 || !EMOJI.test(value)) return false;
  let graphemes = 0;
  for (const segment of segmenter.segment(value)) {
    graphemes += 1;
    if (graphemes > 1 || !EMOJI.test(segment.segment)) return false;
  }
  return graphemes === 1;
}

/** `PUT .../reactions {emoji}`: toggles the caller's reaction with that emoji (PRODUCT §8.3). */
export const ZReactionRequest = z.object({
  emoji: z
    .string({ message: k('invalidEmoji') })
    .refine(isSingleEmoji, { message: k('invalidEmoji') }),
});
export type TReactionRequest = z.infer<typeof ZReactionRequest>;

/** One emoji on a message or moment: how many reacted with it, and whether the viewer did. */
export const ZReaction = z.object({
  emoji: z.string(),
  count: z.number().int(),
  mine: z.boolean(),
});
export type TReaction = z.infer<typeof ZReaction>;

export const ZReactionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ reactions: z.array(ZReaction) }),
});
export type TReactionsResponse = z.infer<typeof ZReactionsResponse>;
