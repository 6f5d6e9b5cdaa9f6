import type { CSSProperties, ReactNode } from 'react';
import classes from './ShellFrame.module.css';

export const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 264;

const frameSize = {
  '--shell-header-height': `${HEADER_HEIGHT}px`,
  '--shell-navbar-width': `${NAVBAR_WIDTH}px`,
} as CSSProperties;

interface ShellFrameProps {
  header: ReactNode;
  /** Whether the side menu has its column (signed in); otherwise the page has the whole width. */
  withNavbar: boolean;
  navbar?: ReactNode;
  /** The page; none while the page's code loads (the first paint shows the header alone). */
  children?: ReactNode;
}

/**
 * The shell's frame around every page but the chromeless ones. Its own few rules instead of Mantine's
 * AppShell, which brings 10 KB of layout modes CareNet does not use (aside, footer, static, alt) to
 * every first load.
 */
export function ShellFrame({ header, withNavbar, navbar, children }: ShellFrameProps) {
  return (
    <div style={frameSize}>
      <header className={classes.header}>{header}</header>
      {withNavbar && <nav className={classes.navbar}>{navbar}</nav>}
      {children !== undefined && (
        <main className={classes.main} data-with-navbar={withNavbar || undefined}>
          {children}
        </main>
      )}
    </div>
  );
}
