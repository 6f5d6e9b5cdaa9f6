const DONATE_CLICKED_KEY = 'donateClicked';

/**
 * docs/screens-and-flows.md#flows: before a signed-out donor goes to /login, the product stores that donate was clicked, so
 * the donation form opens once they are back on the request. The flag holds the request's id, so it
 * opens the form of that request only.
 */
export function rememberDonateClick(requestId: string): void {
  localStorage.setItem(DONATE_CLICKED_KEY, requestId);
}

/** Whether donate was clicked on this request before signing in; the flag is cleared once read. */
export function takeDonateClick(requestId: string): boolean {
  if (localStorage.getItem(DONATE_CLICKED_KEY) !== requestId) return false;
  localStorage.removeItem(DONATE_CLICKED_KEY);
  return true;
}
