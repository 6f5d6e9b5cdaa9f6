import { downloadPrivateFile } from '../applications/api';
import { fetchPrivateFile } from './api';

/** Types a browser shows in a tab of its own; Word documents are saved instead. */
const SHOWN_IN_A_TAB = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const showsInATab = (contentType: string) => SHOWN_IN_A_TAB.has(contentType);

/**
 * Opens a private file in a new tab, or saves it when a browser cannot show it. The tab is opened
 * before the bytes are fetched, while the click still counts as the reader's, so no popup blocker
 * stops it.
 */
export async function openPrivateFile(file: { url: string; name: string }, inATab: boolean): Promise<void> {
  if (!inATab) return downloadPrivateFile(file.url, file.name);
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await fetchPrivateFile(file.url));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    // The tab has loaded it by then; release the bytes.
    window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
