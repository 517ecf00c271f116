import { ERROR_MESSAGES, isErrorKey } from '@chingu/contract/constants';
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

/** A zod issue message of the contract is an error key: translate it. */
export function issueText(message: string, t: TFunction): string {
  return isErrorKey(message)
    ? t(`errors:${message}`, { defaultValue: ERROR_MESSAGES[message] })
    : message;
}
