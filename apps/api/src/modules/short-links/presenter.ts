import type { ShortLinkKind, ShortUrlDto } from '@carenet/shared';
import type { ShortUrlRow } from '../../platform/db/schema';

export function presentShortUrl(row: ShortUrlRow): ShortUrlDto {
  return {
    _id: row.id,
    url: row.url,
    representsWhat: row.representsWhat as ShortLinkKind,
    referenceId: row.referenceId,
  };
}
