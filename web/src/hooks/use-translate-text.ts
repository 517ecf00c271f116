import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateQuery } from '@/lib/language-tools-api';

/**
 * Translate on demand into the interface language: `toggle` shows the translation (asking the
 * server the first time) and hides it again.
 */
export function useTranslateText(text: string) {
  const { i18n } = useTranslation();
  const target = i18n.resolvedLanguage ?? 'en';
  const [shown, setShown] = useState(false);
  const query = useTranslateQuery(shown && text.trim() ? { text, target } : skipToken);
  return {
    shown,
    toggle: () => setShown((value) => !value),
    hide: () => setShown(false),
    translation: query.data,
    loading: query.isFetching,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
