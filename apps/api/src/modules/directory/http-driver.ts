import { z } from 'zod';
import {
  directoryEntrySchema,
  DirectoryUnavailable,
  type DirectoryDriver,
  type DirectoryFilter,
  type DirectoryView,
  type DirectoryPage,
} from './entry';

/** docs/directory.md#the-http-driver: GET /doctors answers a page of entries and the count of all that match. */
const pageSchema = z.object({
  total: z.number().int().min(0),
  doctors: z.array(directoryEntrySchema).max(100),
});

interface HttpDirectoryOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

/** An external hospital directory over HTTP, with the API key as a bearer token and a timeout on every call. */
export class HttpDirectoryDriver implements DirectoryDriver {
  readonly name = 'http' as const;
  readonly takesClaims = false;

  constructor(private readonly options: HttpDirectoryOptions) {}

  private endpoint(path: string): URL {
    return new URL(path, this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`);
  }

  private async fetchJson(url: URL): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new DirectoryUnavailable(error instanceof Error ? error.name : 'fetch failed');
    }
    if (response.status === 404) return { status: 404, body: null };
    if (!response.ok) throw new DirectoryUnavailable(`status ${response.status}`);
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw new DirectoryUnavailable('the answer is not JSON');
    }
  }

  async list(filter: DirectoryFilter): Promise<DirectoryPage> {
    const url = this.endpoint('doctors');
    for (const key of ['city', 'speciality', 'keyword', 'language'] as const) {
      const value = filter[key];
      if (value) url.searchParams.set(key, value);
    }
    url.searchParams.set('limit', String(filter.limit));
    url.searchParams.set('offset', String(filter.offset));
    const { status, body } = await this.fetchJson(url);
    if (status === 404) throw new DirectoryUnavailable('status 404');
    const page = pageSchema.safeParse(body);
    if (!page.success) throw new DirectoryUnavailable('the list is not in the directory wire format');
    return { entries: page.data.doctors, total: page.data.total };
  }

  async get(id: string): Promise<DirectoryView | null> {
    const { status, body } = await this.fetchJson(this.endpoint(`doctors/${encodeURIComponent(id)}`));
    if (status === 404) return null;
    const entry = directoryEntrySchema.safeParse(body);
    if (!entry.success) throw new DirectoryUnavailable('the profile is not in the directory wire format');
    return { entry: entry.data, claim: null };
  }
}
