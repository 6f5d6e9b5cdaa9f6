import { act, fireEvent, screen } from '@testing-library/react';
import { SHORT_LINK_MESSAGES } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderPage } from '../../../test/utils';
import { ShareLinkButton } from './ShareLinkButton';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShareLinkButton', () => {
  it('makes the short link on demand, shows it, and says it was copied for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = mockApi(() =>
      ok({ _id: 'Ab12Cd34', url: '/donationRequest/r-1', representsWhat: 'request', referenceId: 'r-1' }),
    );
    renderPage(<ShareLinkButton path="/donationRequest/r-1" representsWhat="request" referenceId="r-1" />);
    expect(apiCalls(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const link = `${window.location.origin}/Ab12Cd34`;
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Short link' })).value).toBe(link);
    expect(apiCalls(fetchMock)).toEqual([
      {
        path: '/shorturl',
        method: 'POST',
        body: { url: '/donationRequest/r-1', representsWhat: 'request', referenceId: 'r-1' },
      },
    ]);

    vi.useFakeTimers();
    // The clipboard answers with a promise; the button changes once it has.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: SHORT_LINK_MESSAGES.linkCopied })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.getByRole('button', { name: SHORT_LINK_MESSAGES.linkCopied })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('shows why a link could not be made', async () => {
    mockApi(() => ({
      status: 400,
      body: { status: 'error', statusCode: 400, message: SHORT_LINK_MESSAGES.notOwnPage },
    }));
    renderPage(<ShareLinkButton path="/user/1" representsWhat="profile" referenceId="1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SHORT_LINK_MESSAGES.notOwnPage);
  });
});
