/**
 * docs/screens-and-flows.md#layout: the floating chatbot icon, on every page but the assistant's own,
 * opening /chat-bot in a new tab. A plain link with an inline icon: it is on every first load, so it
 * brings no library and no component along. It sits above the scroll-to-top button (and the podcast
 * player), never on it.
 */
export function AssistantLauncher() {
  return (
    <a
      href="/chat-bot"
      target="_blank"
      rel="noopener"
      aria-label="Open the medical assistant in a new tab"
      title="Medical assistant"
      style={{
        position: 'fixed',
        right: 24,
        bottom: 'calc(80px + var(--carenet-player-height, 0px))',
        zIndex: 190,
        width: 48,
        height: 48,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        background: 'var(--mantine-primary-color-filled)',
        color: '#fff',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
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
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
        <path d="M12 8v5M9.5 10.5h5" strokeLinecap="round" />
      </svg>
    </a>
  );
}
