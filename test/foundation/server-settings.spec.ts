import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { serverFlags, serverSettings } from '#libs/db/server-settings.js';

const GB = 2 ** 30;

describe('server memory settings', () => {
  it.each([
    // host memory, shared_buffers, effective_cache_size
    [1 * GB, '256MB', '768MB'],
    [2 * GB, '512MB', '1536MB'],
    [8 * GB, '2048MB', '6144MB'],
    [24 * GB, '4096MB', '18432MB'], // shared_buffers capped at 4 GB
    [0.25 * GB, '128MB', '512MB'], // never below PostgreSQL's defaults
  ])('%d bytes: shared_buffers %s, effective_cache_size %s', (memory, sharedBuffers, cache) => {
    expect(serverSettings(memory)).toEqual({ shared_buffers: sharedBuffers, effective_cache_size: cache, work_mem: '16MB', jit: 'off' });
  });

  it('docker-compose starts the primary and the replica with the settings for an 8 GB host', () => {
    const compose = fs.readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    const flags = serverFlags(serverSettings(8 * GB));
    // each command goes on with settings of its role (wal_keep_size, hot_standby_feedback)
    const command = `command: ${JSON.stringify(['postgres', ...flags]).replace(/","/g, '", "').slice(0, -1)}, `;
    expect(compose.split(command)).toHaveLength(3);
  });
});
