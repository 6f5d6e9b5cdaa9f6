import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { createEmbeddedClusterIfMissing } from './embedded-cluster';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'carenet-embedded-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the embedded database files', () => {
  it('are created once, by another process, and then open and keep what was written', async () => {
    const dataDir = path.join(await tempDir(), 'pglite');
    await createEmbeddedClusterIfMissing(dataDir);
    expect(await readdir(dataDir)).toContain('PG_VERSION');
    const created = (await stat(path.join(dataDir, 'PG_VERSION'))).mtimeMs;

    const first = openPglite(dataDir);
    await first.query({ text: 'create table kept (note text)', values: [] });
    await first.query({ text: 'insert into kept values ($1)', values: ['still here'] });
    await first.close();

    // A second start finds the files and leaves them alone.
    await createEmbeddedClusterIfMissing(dataDir);
    expect((await stat(path.join(dataDir, 'PG_VERSION'))).mtimeMs).toBe(created);
    const second = openPglite(dataDir);
    expect(await second.query({ text: 'select note from kept', values: [] })).toEqual([
      { note: 'still here' },
    ]);
    await second.close();
  });

  it('says where it could not create them', async () => {
    const blocked = path.join(await tempDir(), 'a-file');
    await writeFile(blocked, 'not a directory');
    await expect(createEmbeddedClusterIfMissing(path.join(blocked, 'pglite'))).rejects.toThrow(
      /could not create the embedded database in .*a-file/,
    );
  });
});
