import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** A set of lazily loaded modules whose first load is to arrive as one file. */
export interface FirstLoadGroup {
  name: string;
  /** The lazily loaded modules (paths from the web app's root) the group's first load starts from. */
  roots: string[];
  /** Groups always loaded before this one (the page or the shell it appears in): what they load is there. */
  loadedAfter?: string[];
  /**
   * The addresses whose page asks for this group's files as it starts (build-plugins/firstLoadPreloads.ts),
   * for every visitor or only those signed in (true) or out (false).
   */
  preloadOn?: { paths: string[]; signedIn?: boolean };
}

/** What the planner reads of a chunk of a build. */
export interface ChunkSummary {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Files this chunk imports statically (loaded with it). */
  imports: string[];
  moduleIds: string[];
}

/**
 * Decides, from an ordinary build's chunks, which module goes in which file. Each chunk the entry does
 * not load goes to the groups that load it: to one group's file when one does (or when the others are
 * always loaded after it: the feed, shown inside the home page, leaves the home page's chunks to it), to
 * a file those groups share when several do. Chunks no group loads stay as they are. Returns the file
 * (a group's name, or the shared file's names joined by '+') of each module it moves.
 */
export function planFirstLoadGroups(
  chunks: ChunkSummary[],
  groups: FirstLoadGroup[],
  appRoot: string,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = (start: ChunkSummary[]) => {
    const seen = new Set<string>();
    const stack = start.map((chunk) => chunk.fileName);
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const chunkOf = (root: string) => {
    const id = path.resolve(appRoot, root);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`first-load groups: ${root} is not loaded lazily (no chunk of its own)`);
    return chunk;
  };

  const entryLoad = loadedWith(chunks.filter((chunk) => chunk.isEntry));
  const loads = groups.map((group) => ({ group, files: loadedWith(group.roots.map(chunkOf)) }));
  const fileOf = new Map<string, string>();
  for (const chunk of chunks) {
    if (entryLoad.has(chunk.fileName)) continue;
    const loaders = loads.filter(({ files }) => files.has(chunk.fileName)).map(({ group }) => group);
    // A group loaded after another that loads the chunk finds it there.
    const first = loaders.filter(
      (group) => !loaders.some((other) => group.loadedAfter?.includes(other.name)),
    );
    if (first.length === 0) continue;
    const name = first.map((group) => group.name).join('+');
    for (const id of chunk.moduleIds) fileOf.set(id, name);
  }
  return fileOf;
}

const FIRST_PASS = 'CARENET_WEB_FIRST_PASS';

/** True while the configuration is read for the first, in-memory build (which has no groups). */
export const isFirstPass = () => process.env[FIRST_PASS] === '1';

/** The plan of a build: which file each moved module goes to, and the bundler's rules that do it. */
export interface FirstLoadPlan {
  fileOf: Map<string, string>;
  codeSplittingGroups: {
    name: string;
    test: (id: string) => boolean;
    priority: number;
    includeDependenciesRecursively: boolean;
  }[];
}

/** The groups a planned file serves: its own group, or those sharing it. */
export const groupsOfFile = (file: string) => file.split('+');

/**
 * Plans the groups' files. Which module a part needs is known only after tree-shaking, so this builds
 * the app once in memory as it is without the groups (minification and source maps off: they do not
 * move modules) and plans from where that build put each module.
 */
export async function planFirstLoads(configFile: string, groups: FirstLoadGroup[]): Promise<FirstLoadPlan> {
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({
      configFile,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
    const fileOf = planFirstLoadGroups(chunks, groups, path.dirname(configFile));
    const codeSplittingGroups = [...new Set(fileOf.values())].map((name) => ({
      name,
      test: (id: string) => fileOf.get(id) === name,
      // Above the Mantine and icon files' rules, below React's; the plan holds none of their modules.
      priority: 5,
      // The plan holds whole chunks of the first build, their imports outside the file included.
      includeDependenciesRecursively: false,
    }));
    return { fileOf, codeSplittingGroups };
  } finally {
    delete process.env[FIRST_PASS];
  }
}
