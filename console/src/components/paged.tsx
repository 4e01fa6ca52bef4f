import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, ErrorBox, Loading } from './ui';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list read page by page with the API's cursor: one page at first, the next on request, so
 * an organization with 10,000 rows never loads them all.
 */
export function usePaged<T>(
  key: QueryKey,
  fetchPage: (cursor?: string) => Promise<Page<T>>,
  options: { refetchInterval?: number } = {},
) {
  const query = useInfiniteQuery({
    ...options,
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

export function PagedList<T>(props: {
  query: ReturnType<typeof usePaged<T>>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Loading />;
  if (query.isError && query.items.length === 0) return <ErrorBox error={query.error} />;
  if (query.items.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    <>
      {props.children(query.items)}
      {query.isError && <ErrorBox error={query.error} />}
      {query.hasNextPage && (
        <button
          type="button"
          className="secondary"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
