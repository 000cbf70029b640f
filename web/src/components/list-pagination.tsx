import { Box, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  /** What the pages are of, for screen readers ("Pagination des exposants"). */
  label: string;
  /** The server's page count (x-page-count); nothing is drawn for a single page. */
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
}

/** The page switcher under every paged list: named controls, first/last edges, one sibling. */
export function ListPagination({ label, pageCount, page, onChange }: ListPaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        getItemProps={(value) => ({ 'aria-label': t('pagination.page', { page: value }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        withEdges
        siblings={1}
      />
    </Box>
  );
}
