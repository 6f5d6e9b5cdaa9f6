/** The app shell's top bar (AppLayout) and the page's own margin: a conversation fills the rest of the screen. */
export const CHAT_PANEL_HEIGHT = 'calc(100dvh - 64px - 2 * var(--mantine-spacing-md))';
