import { Pagination, type PaginationProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Mantine Pagination with the SPEC §9 rule written once: first and last pages, ellipses, one
 * neighbour each side under 640 px wide, otherwise two.
 */
export function ResponsivePagination(props: Omit<PaginationProps, 'siblings' | 'boundaries'>) {
  const isNarrow = useMediaQuery('(max-width: 639px)');
  return (
    <Pagination
      siblings={isNarrow ? 1 : 2}
      boundaries={1}
      size={isNarrow ? 'sm' : 'md'}
      {...props}
    />
  );
}
