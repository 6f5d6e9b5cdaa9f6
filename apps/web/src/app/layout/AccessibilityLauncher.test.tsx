import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/utils';
import { AccessibilityLauncher } from './AccessibilityLauncher';

const html = () => document.documentElement.classList;

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('the accessibility widget', () => {
  it('opens from a named launcher, applies each setting to the page and remembers it in this browser', async () => {
    renderPage(<AccessibilityLauncher />);
    const launcher = screen.getByRole('button', { name: 'Accessibility settings' });
    await userEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Accessibility' })).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'High contrast' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Larger' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Underline links' }));
    expect(html().contains('a11y-contrast')).toBe(true);
    expect(html().contains('a11y-text-2')).toBe(true);
    expect(html().contains('a11y-links')).toBe(true);
    expect(html().contains('a11y-font')).toBe(false);
    expect(JSON.parse(localStorage.getItem('carenet.a11y') ?? '{}')).toEqual({
      text: 2,
      contrast: true,
      font: false,
      links: true,
      still: false,
    });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(launcher);
  });

  it('shows the remembered settings and resets them all', async () => {
    localStorage.setItem('carenet.a11y', JSON.stringify({ text: 1, still: true }));
    renderPage(<AccessibilityLauncher />);
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    expect((await screen.findByRole('switch', { name: 'Stop animations' })).hasAttribute('checked')).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Large' }).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(localStorage.getItem('carenet.a11y')).toBeNull();
    expect(html().contains('a11y-still')).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Stop animations' }).checked).toBe(false);
  });
});
