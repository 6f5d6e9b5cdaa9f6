import classes from './FloatingStack.module.css';
import { t } from '../../lib/i18n';

/**
 * docs/screens-and-flows.md#layout: the floating chatbot icon, on every page but the assistant's own,
 * opening /chat-bot in a new tab. A plain link with an inline icon and its styles in CSS: it is on every
 * first load, so it brings no library, no component and next to no script along.
 */
export function AssistantLauncher() {
  return (
    <a
      href="/chat-bot"
      target="_blank"
      rel="noopener"
      aria-label={t('Open the medical assistant in a new tab')}
      title={t('Medical assistant')}
      className={classes.assistant}
    >
      <svg
        width="26"
        height="26"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M4 5h16v11H9l-5 4zM12 8v5m-2.5-2.5h5" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </a>
  );
}
