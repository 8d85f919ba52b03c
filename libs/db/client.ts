import type pg from 'pg';

/**
 * A single client (admin and test scripts) that outlives its server without ending the process:
 * a client with no 'error' listener throws when its connection drops between queries. The loss
 * still fails the query that was running, and the next query on it fails at once.
 */
export function guardClient<T extends pg.Client>(client: T): T {
  client.on('error', () => undefined);
  return client;
}
