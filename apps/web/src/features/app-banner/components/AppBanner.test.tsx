import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPrompt } from '../../../lib/installPrompt';
import { renderPage } from '../../../test/utils';
import { APP_BANNER_DISMISSED_KEY, AppBanner } from './AppBanner';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

afterEach(() => {
  localStorage.clear();
  installPrompt.take();
  vi.restoreAllMocks();
});

/** The browser's offer to install, as Chrome fires it: an event carrying prompt(). */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

function browseWith(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

/** Opened from the home screen: the display-mode query matches, every other one answers as before. */
function runInstalled() {
  const answer = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...answer(query),
    matches: query === '(display-mode: standalone)',
  }));
}

const banner = () => screen.queryByRole('complementary', { name: 'Get the CareNet app' });

describe('the phone app banner without a store app', () => {
  it('shows nothing until the browser offers to install CareNet; Install opens its prompt', async () => {
    renderPage(<AppBanner appUrl="" />);
    expect(banner()).toBeNull();

    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(banner()).toBeNull());
    expect(localStorage.getItem(APP_BANNER_DISMISSED_KEY)).toBe('1');
  });

  it("on iOS Safari, which has no prompt, gives the Share menu's steps", () => {
    browseWith(IPHONE_SAFARI);
    renderPage(<AppBanner appUrl="" />);
    expect(banner()).not.toBeNull();
    expect(screen.getByText('Tap Share, then Add to Home Screen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('shows nothing in another browser on iOS, which cannot add CareNet to the home screen', () => {
    browseWith(IPHONE_CHROME);
    renderPage(<AppBanner appUrl="" />);
    expect(banner()).toBeNull();
  });

  it('shows nothing once CareNet runs installed, offer or not', () => {
    runInstalled();
    offerInstall();
    renderPage(<AppBanner appUrl="" />);
    expect(banner()).toBeNull();
  });

  it('once dismissed stays dismissed, the next visit included', async () => {
    offerInstall();
    const view = renderPage(<AppBanner appUrl="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the app banner' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(APP_BANNER_DISMISSED_KEY)).toBe('1');

    view.unmount();
    renderPage(<AppBanner appUrl="" />);
    expect(banner()).toBeNull();
  });
});

describe('the phone app banner with a store app', () => {
  it('links to the store, with no install button', () => {
    offerInstall();
    renderPage(<AppBanner appUrl="https://play.example/carenet" />);
    const link = screen.getByRole('link', { name: 'Get the app' });
    expect(link.getAttribute('href')).toBe('https://play.example/carenet');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
