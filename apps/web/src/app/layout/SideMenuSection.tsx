import type { SessionUserDto } from '@carenet/shared';
import { SideMenu } from './SideMenu';
import classes from './SideMenuSection.module.css';

/** The side menu filling the shell's navbar, scrolling on its own when taller than the window. */
export function SideMenuSection({ user }: { user: SessionUserDto }) {
  return (
    <div className={classes.scroller}>
      <SideMenu user={user} />
    </div>
  );
}
