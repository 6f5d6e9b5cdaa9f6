/** The key index.html reads before the first paint; both must stay the same. */
export const A11Y_KEY = 'carenet.a11y';

export interface A11ySettings {
  /** Text size: 0 normal, 1 large, 2 larger. */
  text: 0 | 1 | 2;
  contrast: boolean;
  /** A plainer, wider-spaced font. */
  font: boolean;
  /** Every link underlined. */
  links: boolean;
  /** Animations and transitions stopped. */
  still: boolean;
}

export const DEFAULT_A11Y: A11ySettings = {
  text: 0,
  contrast: false,
  font: false,
  links: false,
  still: false,
};

/** The settings this browser remembers (the defaults when none or unreadable). */
export function readA11y(): A11ySettings {
  try {
    const stored = JSON.parse(localStorage.getItem(A11Y_KEY) ?? '{}') as Partial<A11ySettings>;
    const text = stored.text === 1 || stored.text === 2 ? stored.text : 0;
    return {
      text,
      contrast: stored.contrast === true,
      font: stored.font === true,
      links: stored.links === true,
      still: stored.still === true,
    };
  } catch {
    return DEFAULT_A11Y;
  }
}

/** Sets the classes of <html> that global.css styles, as index.html does at start. */
export function applyA11y(settings: A11ySettings, root: HTMLElement = document.documentElement): void {
  const classes = root.classList;
  classes.toggle('a11y-text-1', settings.text === 1);
  classes.toggle('a11y-text-2', settings.text === 2);
  classes.toggle('a11y-contrast', settings.contrast);
  classes.toggle('a11y-font', settings.font);
  classes.toggle('a11y-links', settings.links);
  classes.toggle('a11y-still', settings.still);
}

/** Remembers the settings in this browser and applies them; the defaults are stored as nothing. */
export function saveA11y(settings: A11ySettings): void {
  const isDefault = JSON.stringify(settings) === JSON.stringify(DEFAULT_A11Y);
  if (isDefault) localStorage.removeItem(A11Y_KEY);
  else localStorage.setItem(A11Y_KEY, JSON.stringify(settings));
  applyA11y(settings);
}
