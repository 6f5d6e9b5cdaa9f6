/** The browser's offer to install CareNet as an app, kept for the phone banner's 'Install'. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Offered by the banner instead of the browser's own bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
}

export const installPrompt = {
  get: (): InstallPromptEvent | null => offer,
  /** Forgets the offer once used: the browser offers once. */
  take: (): InstallPromptEvent | null => {
    const taken = offer;
    offer = null;
    for (const listener of listeners) listener();
    return taken;
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
