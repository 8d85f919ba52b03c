/**
 * The PostgreSQL memory settings the product runs with (the embedded server starts with them;
 * docker-compose.yml passes the values this gives for an 8 GB host), sized for the library: at full
 * size (`synth --scale 1`) the search term index is 2.0-2.6 GB and the sections' and documents'
 * vectors another 1 GB, read on every search. PostgreSQL's defaults (shared_buffers 128 MB, work_mem
 * 4 MB) are sized for a machine of the 1990s.
 * - shared_buffers: a quarter of the memory, at most 4 GB (the rest is the OS page cache, which
 *   PostgreSQL reads through too); the hot part of the term index then stays in PostgreSQL's buffers.
 * - effective_cache_size: three quarters: the planner counts on index pages being cached.
 * - work_mem: 16 MB, per sort or hash of a query: the intersection sorts tens of thousands of
 *   entries; with the API's pools (DB_POOL_SIZE 10, SEARCH_POOL_SIZE 3) at most some 30 sorts at once.
 * - jit off: compiling a query's expressions takes tens of milliseconds, more than the searches and
 *   citation look-ups it would speed up (verify_lookup measured 200 ms of 330).
 */
export function serverSettings(totalMemoryBytes: number): Record<string, string> {
  const mb = Math.floor(totalMemoryBytes / 2 ** 20);
  return {
    shared_buffers: `${Math.max(128, Math.min(4096, Math.floor(mb / 4)))}MB`,
    effective_cache_size: `${Math.max(512, Math.floor((mb * 3) / 4))}MB`,
    work_mem: '16MB',
    jit: 'off',
  };
}

/** The settings as `postgres` command-line flags. */
export function serverFlags(settings: Record<string, string>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
