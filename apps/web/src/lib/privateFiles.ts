import { API_BASE_PATH, type ErrorEnvelope } from '@carenet/shared';
import { sessionStore } from './session';
import { ApiError } from './api';

/**
 * A private file's bytes (a medical record, a resume, a licence under /files/…): served only with the
 * reader's token, which an <img> or a plain link cannot send. `failedMessage` is shown when the server
 * names no reason.
 */
export async function fetchPrivateFile(
  url: string,
  failedMessage: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = sessionStore.token();
  const response = await fetch(new URL(url, window.location.origin), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    throw new ApiError(envelope?.message ?? failedMessage, response.status);
  }
  return response.blob();
}

/** Hands bytes to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Saves a private file under its name, as a download. */
export async function downloadPrivateFile(
  url: string,
  fileName: string,
  failedMessage: string,
): Promise<void> {
  saveBlob(await fetchPrivateFile(url, failedMessage), fileName);
}

/**
 * Saves what an API route answers as a file (a CSV export, a data archive), fetched with the reader's
 * token, under the name the server proposes in content-disposition, else `fallbackName`. The shared
 * client reads JSON envelopes only, so files come this way.
 */
export async function downloadFromApi(
  path: string,
  {
    query = {},
    fallbackName,
  }: { query?: Record<string, string | number | boolean | undefined>; fallbackName: string },
): Promise<void> {
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const token = sessionStore.token();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    throw new ApiError(envelope?.message ?? `Download failed (${response.status}).`, response.status);
  }
  const proposed = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), proposed ?? fallbackName);
}

/** Types a browser shows in a tab of its own; Word documents are saved instead. */
const SHOWN_IN_A_TAB = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const showsInATab = (contentType: string) => SHOWN_IN_A_TAB.has(contentType);

/**
 * Opens a private file in a new tab, or saves it when a browser cannot show it. The tab is opened
 * before the bytes are fetched, while the click still counts as the reader's, so no popup blocker
 * stops it.
 */
export async function openPrivateFile(
  file: { url: string; name: string },
  inATab: boolean,
  failedMessage: string,
): Promise<void> {
  if (!inATab) return downloadPrivateFile(file.url, file.name, failedMessage);
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await fetchPrivateFile(file.url, failedMessage));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    // The tab has loaded it by then; release the bytes.
    window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
