import { createHash } from 'node:crypto';
import type { TTranslateRequest } from '@chingu/contract';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  cachedTranslation,
  returnTranslation,
  storeTranslation,
  takeTranslation,
} from './queries.ts';

export type TranslationConfig = { url: string; apiKey: string | undefined; dailyLimit: number };

type LibreTranslateAnswer = {
  translatedText?: unknown;
  detectedLanguage?: { language?: unknown } | unknown;
};

/**
 * Translation through a LibreTranslate-compatible service (PRODUCT §8.3): answers are cached by
 * target and text, so a message translated once costs nothing more for anyone; each member may ask
 * the service `dailyLimit` times a UTC day. A failing service answers 502 and nothing is cached.
 */
export function createTranslator(
  db: Db,
  config: TranslationConfig | undefined,
  timeoutMs = 10_000,
) {
  async function askService(url: string, text: string, target: string) {
    let body: LibreTranslateAnswer;
    try {
      const response = await fetch(new URL('translate', url.endsWith('/') ? url : `${url}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: 'auto',
          target,
          format: 'text',
          ...(config?.apiKey ? { api_key: config.apiKey } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`translator answered ${response.status}`);
      body = (await response.json()) as LibreTranslateAnswer;
    } catch {
      throw new AppError(502, 'translationFailed');
    }
    if (typeof body.translatedText !== 'string') throw new AppError(502, 'translationFailed');
    const detected = (body.detectedLanguage as { language?: unknown } | undefined)?.language;
    return {
      text: body.translatedText,
      detectedSource: typeof detected === 'string' ? detected : null,
    };
  }

  return {
    available: Boolean(config),

    async translate(userId: string, { text, target }: TTranslateRequest) {
      if (!config) throw new AppError(503, 'translationUnavailable');
      const sourceHash = createHash('sha256').update(text).digest('base64url');
      const cached = await cachedTranslation(db, target, sourceHash);
      if (cached) return { ...cached, cached: true };
      if (!(await takeTranslation(db, userId, config.dailyLimit))) {
        throw new AppError(429, 'translationLimit');
      }
      let answer: { text: string; detectedSource: string | null };
      try {
        answer = await askService(config.url, text, target);
      } catch (error) {
        await returnTranslation(db, userId);
        throw error;
      }
      await storeTranslation(db, { target, sourceHash, translated: answer.text, ...answer });
      return { ...answer, cached: false };
    },
  };
}
