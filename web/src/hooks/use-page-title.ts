import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageTitle } from '@/lib/page-title';

/**
 * Sets the tab's title for the current route: "Moments · Chingu" (the brand alone when `title` is
 * empty). Call it once per route, in the component that knows the name (a partner, a moment).
 */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const full = title ? t('pageTitle.format', { title }) : t('pageTitle.brandOnly');
  useEffect(() => {
    setPageTitle(full);
  }, [full]);
}

/** The same as a component, for a title that applies only while something is rendered. */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
