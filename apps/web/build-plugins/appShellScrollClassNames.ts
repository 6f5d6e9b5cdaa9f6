import type { Plugin } from 'vite';

const SHIM_ID = '\0carenet:app-shell-scroll-class-names';
/** Mantine's AppShell parts (header, footer, aside and the shell itself). */
const APP_SHELL_MODULE = /@mantine[\\/]core[\\/].*[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell imports react-remove-scroll only to read two class names (RemoveScroll.classNames),
 * which put the whole scroll-locking library in the first load of every page. For the AppShell modules
 * alone that import resolves to the same class names from react-remove-scroll-bar/constants, where
 * react-remove-scroll takes them from; modals and drawers, which do lock scrolling, import the real one.
 */
export function appShellScrollClassNames(): Plugin {
  return {
    name: 'carenet:app-shell-scroll-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_MODULE.test(importer)) return SHIM_ID;
      return null;
    },
    load(id) {
      if (id !== SHIM_ID) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}
