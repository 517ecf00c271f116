import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNarrowViewport } from '@/hooks/use-narrow-viewport';

/**
 * Mantine Pagination with the SPEC §9 rule written once: first and last pages, ellipses, one
 * neighbour each side under 640 px wide, otherwise two. The arrows are named for screen readers
 * (they have no text of their own; page buttons read their number).
 */
export function ResponsivePagination(props: Omit<PaginationProps, 'siblings' | 'boundaries'>) {
  const { t } = useTranslation();
  const isNarrow = useNarrowViewport();
  return (
    <Pagination
      // What the visitor pages' boot script (public/landing-boot.js) watches for: a list with more
      // pages loads the app as its pagination nears the screen; a one-page list never needs it.
      data-pagination=""
      siblings={isNarrow ? 1 : 2}
      boundaries={1}
      size={isNarrow ? 'sm' : 'md'}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      {...props}
    />
  );
}
