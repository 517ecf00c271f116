import type { TFunction } from 'i18next';
import { apiErrorMessage } from '@/lib/api';

/** The text of a failed API call, or the translated 'Unknown error'. */
export function errorText(error: unknown, t: TFunction): string {
  return apiErrorMessage(
    error,
    (key, options) => t(key, options ?? {}),
    t('profile:messages.unknown_error'),
  );
}
