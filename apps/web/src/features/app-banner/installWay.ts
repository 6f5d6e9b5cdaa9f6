/** How the phone banner offers CareNet: the store's app, the browser's install prompt, or iOS's own steps. */
export type InstallWay = 'store' | 'prompt' | 'ios';

interface InstallChances {
  /** The mobile app's store page, set at build time; empty when there is none. */
  appUrl: string;
  /** The browser fired `beforeinstallprompt` and its prompt is kept. */
  canPrompt: boolean;
  iosSafari: boolean;
  /** Already opened as the installed app. */
  installed: boolean;
}

/** The way to offer, or null when there is nothing to offer (never a dead link or a button that does nothing). */
export function installWay({ appUrl, canPrompt, iosSafari, installed }: InstallChances): InstallWay | null {
  if (installed) return null;
  if (appUrl) return 'store';
  if (canPrompt) return 'prompt';
  return iosSafari ? 'ios' : null;
}

/**
 * Safari on an iPhone or iPad, which never fires `beforeinstallprompt`: installing is its Share menu's
 * 'Add to Home Screen'. An iPad asks for the desktop site, so it says Macintosh but has a touch screen.
 * Other browsers on iOS and in-app views name themselves after 'Safari'.
 */
export function isIosSafari({ userAgent, maxTouchPoints }: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>) {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return (
    ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent)
  );
}

/** Opened from the home screen as the installed app (iOS says so in navigator.standalone). */
export function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
