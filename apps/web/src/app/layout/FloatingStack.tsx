import classes from './FloatingStack.module.css';
import { AccessibilityLauncher } from './AccessibilityLauncher';
import { AssistantLauncher } from './AssistantLauncher';
import { ScrollToTop } from './ScrollToTop';

/**
 * The floating buttons laid out together in one fixed row, so they never sit on one another, and the
 * page keeps room for the row at its end (ShellFrame's main, the chat panels). The assistant's is not
 * on the assistant's own pages.
 */
export function FloatingStack({ withAssistant }: { withAssistant: boolean }) {
  return (
    <div className={classes.stack}>
      <AccessibilityLauncher />
      <ScrollToTop />
      {withAssistant && <AssistantLauncher />}
    </div>
  );
}
