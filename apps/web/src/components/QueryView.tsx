import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { LoadFailedAlert } from './LoadFailedAlert';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way (a skeleton of the page). */
  loading: ReactNode;
  /** Shown for a 404: the thing does not exist, or the reader may not see it. */
  notFound: ReactNode;
  /** The title of the alert for any other failure ("We could not load this request"). */
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/** The three states of a page that shows one thing: loading, not found or failed, and the thing itself. */
export function QueryView<T>({ query, loading, notFound, failedTitle, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.statusCode === 404) return notFound;
    return <LoadFailedAlert title={failedTitle} query={query} />;
  }
  return children(query.data);
}
