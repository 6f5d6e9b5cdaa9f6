import { API_BASE_PATH } from '@carenet/shared';
import { sessionStore } from '../../lib/session';
import { ApiError } from '../../lib/api';
import { msg } from '../../lib/i18n';

/** How long the opened PDF's address stays valid: long enough for the new tab to load it. */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens the server's PDF of a prescription in a new tab. The PDF needs the bearer token, so it is
 * fetched here and handed to the tab as a blob. The tab is opened before the fetch, while the click
 * still counts as the reader's, or a popup blocker would stop it; a blocked tab becomes a download.
 */
export async function openPrescriptionPdf(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = new URL(`${API_BASE_PATH}/prescription/${id}/pdf`, window.location.origin);
    url.searchParams.set('timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const token = sessionStore.token();
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(envelope?.message ?? msg('The prescription could not be opened.'), response.status);
    }
    const address = URL.createObjectURL(await response.blob());
    setTimeout(() => URL.revokeObjectURL(address), URL_LIFETIME_MS);
    if (tab) {
      tab.location.href = address;
      return;
    }
    const link = document.createElement('a');
    link.href = address;
    link.download = `prescription-${id}.pdf`;
    link.click();
  } catch (err) {
    tab?.close();
    throw err;
  }
}
