import type { KeyboardEvent } from 'react';

/** Enter sends the text (docs/screens-and-flows.md#flows: "Enter saves"); Shift+Enter still starts a new line. */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, submit: () => void): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  submit();
}
