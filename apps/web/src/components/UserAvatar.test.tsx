import { MantineProvider, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { UserAvatar } from './UserAvatar';

const colors = mergeMantineTheme(DEFAULT_THEME, theme).colors;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (channels: number[]) => {
  const [r, g, b] = channels.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** A shade laid over white at some opacity, as the 'light' variant's tint is. */
const tint = (hex: string, alpha: number) => rgb(hex).map((v) => Math.round(v * alpha + 255 * (1 - alpha)));

function renderAvatar(first: string, last: string, imageUrl?: string) {
  render(
    <MantineProvider theme={theme}>
      <UserAvatar name={{ first_name: first, last_name: last }} imageUrl={imageUrl} />
    </MantineProvider>,
  );
}

const NAMES = [
  ['Meera', 'Iyer'],
  ['Arjun', 'Rao'],
  ['Priya', 'Nair'],
  ['Samuel', 'Okafor'],
  ['Li', 'Wei'],
  ['Fatima', 'Khan'],
  ['Tom', 'Berg'],
  ['Ana', 'Silva'],
  ['Ravi', 'Menon'],
  ['Zoe', 'Adams'],
];

describe('UserAvatar', () => {
  it('draws every name’s initials at 4.5:1 or more on their tint (Meera Iyer’s were too faint)', () => {
    const hues = new Set<string>();
    for (const [first, last] of NAMES) {
      renderAvatar(first, last);
      const root = screen.getByTitle(`${first} ${last}`).parentElement as HTMLElement;
      const text = root.style.getPropertyValue('--avatar-color');
      const hue = /^var\(--mantine-color-([a-z]+)-9\)$/.exec(text)?.[1];
      expect(hue, `${first} ${last}: ${text}`).toBeDefined();
      expect(root.style.getPropertyValue('--avatar-bg')).toBe(`var(--mantine-color-${hue}-light)`);
      hues.add(hue as string);
      const shades = colors[hue as string];
      // Mantine's tint is shade 6 (or the primary shade) at 10 to 15 % opacity: check the darkest case.
      for (const shade of [6, 8]) {
        for (const alpha of [0.1, 0.15]) {
          expect(contrast(rgb(shades[9]), tint(shades[shade], alpha))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    // Names spread over several hues, and one name always gets the same one.
    expect(hues.size).toBeGreaterThan(2);
    renderAvatar('Meera', 'Iyer');
    const [first, again] = screen.getAllByTitle('Meera Iyer');
    expect(again.parentElement?.style.getPropertyValue('--avatar-color')).toBe(
      first.parentElement?.style.getPropertyValue('--avatar-color'),
    );
  });

  it('shows the picture when there is one', () => {
    renderAvatar('Meera', 'Iyer', 'https://files.example/meera.png');
    expect(screen.getByRole('img', { name: 'Meera Iyer' }).getAttribute('src')).toBe(
      'https://files.example/meera.png',
    );
  });
});
