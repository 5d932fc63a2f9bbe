import { useState } from 'react';

/**
 * The page number of a paged list, which belongs to the filters it was chosen under: when `filters` change
 * (compared as JSON), the list starts again at page 1.
 */
export function usePageOf(filters: unknown): [number, (page: number) => void] {
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  return [page, (next) => setPaging({ filtersKey, page: next })];
}
