import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/utils';
import { ScrollToTop } from './ScrollToTop';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollWindowTo(0);
  vi.restoreAllMocks();
});

describe('the scroll-to-top button', () => {
  it('is not there until the page is scrolled down more than 500 px', async () => {
    renderPage(<ScrollToTop />);
    scrollWindowTo(500);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    scrollWindowTo(501);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('scrolls the window back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(<ScrollToTop />);
    scrollWindowTo(900);
    await userEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
