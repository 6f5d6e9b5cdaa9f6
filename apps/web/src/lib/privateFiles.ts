import type { ErrorEnvelope } from '@carenet/shared';
import { sessionStore } from '../features/auth/session';
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

/** Saves a private file under its name, as a download. */
export async function downloadPrivateFile(
  url: string,
  fileName: string,
  failedMessage: string,
): Promise<void> {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await fetchPrivateFile(url, failedMessage));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
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
