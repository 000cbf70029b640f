import pg from 'pg';

export interface ThrowawayDatabase {
  name: string;
  /** The connection URL of the new database (never printed nor written to a report). */
  url: string;
  drop: () => Promise<void>;
}

const withClient = async <T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/** Creates an empty database beside the one `adminUrl` names (a server-wide admin connection); `drop` removes it. */
export const createThrowawayDatabase = async (adminUrl: string): Promise<ThrowawayDatabase> => {
  const name = `passerelle_bench_${process.pid}_${Date.now().toString(36)}`;
  await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
};
