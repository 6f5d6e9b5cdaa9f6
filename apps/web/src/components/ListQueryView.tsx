import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from './LoadFailedAlert';

interface ListQueryViewProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown while the first answer is on its way (a skeleton of the list). */
  loading: ReactNode;
  /** The title of the alert when the list could not be read. */
  failedTitle: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The four states of a list in a section: loading, failed, empty, and the items themselves. */
export function ListQueryView<T>({ query, loading, failedTitle, empty, children }: ListQueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadFailedAlert title={failedTitle} query={query} />;
  if (!query.data.length) return empty;
  return children(query.data);
}
