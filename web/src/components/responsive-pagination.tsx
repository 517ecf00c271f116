import { Pagination, type PaginationProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Mantine Pagination with the SPEC §9 rule written once: first and last pages, ellipses, one
 * neighbour each side under 640 px wide, otherwise two. Every control is named for screen readers
 * (the arrows have no text of their own).
 */
export function ResponsivePagination(props: Omit<PaginationProps, 'siblings' | 'boundaries'>) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 639px)');
  return (
    <Pagination
      siblings={isNarrow ? 1 : 2}
      boundaries={1}
      size={isNarrow ? 'sm' : 'md'}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      {...props}
    />
  );
}
