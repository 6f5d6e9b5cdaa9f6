import { cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { createEmbeddedClusterIfMissing, createEmbeddedClusterTemplate } from './embedded-cluster';

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

  describe("from the build's template", () => {
    let template: string;
    // The template the build makes, with one table added to tell its copies from a fresh initdb.
    beforeAll(async () => {
      template = path.join(await tempDir(), 'template');
      await createEmbeddedClusterTemplate(template);
      const db = openPglite(template);
      await db.query({ text: 'create table from_template (note text)', values: [] });
      await db.close();
    });

    it('are a copy of it, put in place whole, without the note of who made it', async () => {
      const parent = await tempDir();
      const dataDir = path.join(parent, 'data', 'pglite');
      await createEmbeddedClusterIfMissing(dataDir, template);
      expect(await readdir(dataDir)).not.toContain('made-by-pglite');
      expect(await readdir(path.join(parent, 'data'))).toEqual(['pglite']);
      const db = openPglite(dataDir);
      expect(await db.query({ text: 'select count(*)::int as n from from_template', values: [] })).toEqual([
        { n: 0 },
      ]);
      await db.close();
    });

    it('are made by initdb when the template is from another PGlite', async () => {
      const other = path.join(await tempDir(), 'other-template');
      await cp(template, other, { recursive: true });
      await writeFile(path.join(other, 'made-by-pglite'), '0.0.1');
      const dataDir = path.join(await tempDir(), 'pglite');
      await createEmbeddedClusterIfMissing(dataDir, other);
      const db = openPglite(dataDir);
      expect(
        await db.query({ text: "select to_regclass('from_template') is null as fresh", values: [] }),
      ).toEqual([{ fresh: true }]);
      await db.close();
    });
  });
});
