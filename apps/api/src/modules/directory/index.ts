// The module's public surface: what other modules may import from it.
export { directoryDriverName } from './driver';
export { presentFoundDirectoryDoctor } from './presenter';
export { searchDirectory, seedSampleDirectory } from './service';
export type { DirectoryEntry, DirectoryPage } from './entry';
