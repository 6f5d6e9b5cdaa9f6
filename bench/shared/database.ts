import pg from 'pg';

/** A database of its own on the server, so the benchmark never touches anyone's data. */
export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `carenet_bench_${Date.now()}_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
