import { Suspense, lazy, useRef, useState } from 'react';
import classes from './FloatingStack.module.css';
import { t } from '../../lib/i18n';

// The panel (its switches, their styles) loads the first time the launcher is pressed; the settings
// themselves are applied at start by index.html.
const AccessibilityPanel = lazy(async () => ({
  default: (await import('../../features/accessibility/components/AccessibilityPanel')).AccessibilityPanel,
}));

/** The accessibility widget's launcher, on every page, with or without the shell (in FloatingStack). */
export function AccessibilityLauncher() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes.a11y}
        aria-label={t('Accessibility settings')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <circle cx="12" cy="4" r="2" />
          <path d="M4 8l8 1 8-1M12 9v5l-3 7M12 14l3 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <Suspense>
          <AccessibilityPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
