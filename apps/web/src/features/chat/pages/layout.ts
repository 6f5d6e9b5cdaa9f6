/**
 * The app shell's top bar (AppLayout), the page's own margin and the floating buttons' room at the foot
 * of the window: a conversation fills the rest of the screen, its message box above the floating buttons.
 */
export const CHAT_PANEL_HEIGHT =
  'calc(100dvh - 64px - 2 * var(--mantine-spacing-md) - var(--carenet-floating-space))';
