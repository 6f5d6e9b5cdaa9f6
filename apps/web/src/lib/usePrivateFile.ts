import { useQuery } from '@tanstack/react-query';
import { RECORD_MESSAGES } from '@carenet/shared';
import { fetchPrivateFile } from './privateFiles';

/** A private file, fetched once and kept while it is shown. */
export function usePrivateFile(url: string) {
  return useQuery({
    queryKey: ['private-file', url],
    queryFn: ({ signal }) => fetchPrivateFile(url, RECORD_MESSAGES.openFailed, signal),
    staleTime: Infinity,
    retry: false,
  });
}
