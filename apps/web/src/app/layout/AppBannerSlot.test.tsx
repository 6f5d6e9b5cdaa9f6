import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/utils';
import { APP_BANNER_DISMISSED_KEY, AppBannerSlot } from './AppBannerSlot';

afterEach(() => localStorage.clear());

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('the phone app banner (test screens are narrow)', () => {
  it('is not shown without an app link until the browser offers to install CareNet (no dead link)', async () => {
    renderPage(<AppBannerSlot />);
    expect(screen.queryByText('Get the CareNet app')).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Get the CareNet app')).toBeNull());
  });

  it('is dismissed for good', async () => {
    offerInstall();
    const view = renderPage(<AppBannerSlot />);
    expect(await screen.findByText('Get the CareNet app')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the app banner' }));
    expect(screen.queryByText('Get the CareNet app')).toBeNull();
    expect(localStorage.getItem(APP_BANNER_DISMISSED_KEY)).toBe('1');
    view.unmount();
    renderPage(<AppBannerSlot />);
    expect(screen.queryByText('Get the CareNet app')).toBeNull();
  });
});
