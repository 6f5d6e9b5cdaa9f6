import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPrompt } from '../../lib/installPrompt';
import { renderPage } from '../../test/utils';
import { AppBannerSlot } from './AppBannerSlot';

afterEach(() => {
  installPrompt.take();
});

describe('the app banner slot (test screens are narrow)', () => {
  it('loads the banner once the page is shown, and it then offers the install the browser made earlier', async () => {
    // Fired before the banner's code is loaded: the slot listens from the start.
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
    });
    act(() => void window.dispatchEvent(event));
    renderPage(<AppBannerSlot />);
    expect(await screen.findByRole('button', { name: 'Install' })).toBeTruthy();
  });
});
