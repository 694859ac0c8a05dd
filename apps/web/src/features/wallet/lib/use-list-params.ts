import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TRANSACTION_SORTS, type TransactionSort } from '@casino/contracts';

/** A history's page size: a screenful on a phone, a short table on desktop. */
export const HISTORY_PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * Page, sort and filters kept in the address (?page=2&sort=amount_desc&status=complete), so that reloads, the
 * back button and shared links keep the player's view. Unknown values fall back to the defaults.
 */
export function useListParams<F extends string>(filters: Readonly<Record<F, readonly string[]>>) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const sort: TransactionSort = oneOf(TRANSACTION_SORTS, search.get('sort')) ?? 'date_desc';
  const values = Object.fromEntries(
    Object.entries<readonly string[]>(filters).map(([key, allowed]) => [
      key,
      oneOf(allowed, search.get(key)),
    ]),
  ) as Record<F, string | undefined>;

  // Two changes before the next render (a sort, then a filter) must both land: the router's functional update
  // reads the params of the last render, so the second would drop the first. Changes build on the pending ones.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [search]);
  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(pending.current ?? search);
    for (const [key, value] of Object.entries(changes))
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    pending.current = next;
    setSearch(next, { replace: true });
  };

  return {
    page,
    sort,
    filters: values,
    setPage: (next: number) => update({ page: next > 1 ? next : undefined }),
    // A new sort or filter starts again from the first page.
    setSort: (next: TransactionSort) =>
      update({ sort: next === 'date_desc' ? undefined : next, page: undefined }),
    setFilter: (key: F, value: string) => update({ [key]: value, page: undefined }),
  };
}
