import type { AppConfig } from '../../config';
import type { AppContext } from '../../platform/context';
import type { DirectoryDriverName } from '@carenet/shared';
import type { DirectoryDriver } from './entry';
import { HttpDirectoryDriver } from './http-driver';
import { TableDirectoryDriver } from './table-driver';

/** The active driver's name for GET /health: the HTTP driver when DIRECTORY_URL and its key are set. */
export const directoryDriverName = (config: AppConfig): DirectoryDriverName =>
  config.directory ? 'http' : 'table';

const drivers = new WeakMap<AppContext, DirectoryDriver>();

/** The app's one directory driver, made at first use. */
export function directoryOf(ctx: AppContext): DirectoryDriver {
  let driver = drivers.get(ctx);
  if (!driver) {
    driver = ctx.config.directory
      ? new HttpDirectoryDriver(ctx.config.directory)
      : new TableDirectoryDriver(ctx.db);
    drivers.set(ctx, driver);
  }
  return driver;
}
