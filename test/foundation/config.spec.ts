import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { ConfigError, loadConfig } from '#libs/config/config.js';

describe('configuration', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      embeddedDataDir: path.resolve('.data/postgres'),
      migrateOnStart: true,
      firstStartLibrary: 'starter',
      trustProxy: false,
      searchPoolSize: 3,
      searchTimeoutMs: 5000,
      replicaUrls: [],
      replicaMaxLagMs: 1000,
    });
  });

  it('loads the starter library on first start by default on the embedded database only; FIRST_START_LIBRARY set applies to any', () => {
    expect(loadConfig({}).firstStartLibrary).toBe('starter');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/x' }).firstStartLibrary).toBe('none');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/x', FIRST_START_LIBRARY: 'starter' }).firstStartLibrary).toBe('starter');
    expect(loadConfig({ FIRST_START_LIBRARY: 'none' }).firstStartLibrary).toBe('none');
  });

  it('reads DATABASE_REPLICA_URLS as a comma-separated list of PostgreSQL URLs', () => {
    const config = loadConfig({ DATABASE_REPLICA_URLS: ' postgres://u@replica1/db , postgresql://u@replica2:5433/db', REPLICA_MAX_LAG_MS: '2500' });
    expect(config.replicaUrls).toEqual(['postgres://u@replica1/db', 'postgresql://u@replica2:5433/db']);
    expect(config.replicaMaxLagMs).toBe(2500);
    expect(loadConfig({ DATABASE_REPLICA_URLS: ' ' }).replicaUrls).toEqual([]);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must use postgres: or postgresql:/],
    ['DATABASE_URL', 'not a url', /DATABASE_URL must be a URL/],
    ['MIGRATE_ON_START', 'perhaps', /MIGRATE_ON_START must be true or false/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['BODY_LIMIT', 'big', /BODY_LIMIT must look like/],
    ['SITE_URL', 'ftp://x', /SITE_URL must use http: or https:/],
    ['DB_POOL_SIZE', '0', /DB_POOL_SIZE must be between 1 and 200/],
    ['FIRST_START_LIBRARY', 'synthetic', /FIRST_START_LIBRARY must be one of starter, demo, none/],
    ['DEMO_LIBRARY', 'false', /DEMO_LIBRARY was replaced by FIRST_START_LIBRARY/],
    ['SEARCH_POOL_SIZE', '0', /SEARCH_POOL_SIZE must be between 1 and 100/],
    ['DATABASE_REPLICA_URLS', 'postgres://u@a/db,mysql://b', /DATABASE_REPLICA_URLS entry 2 must use postgres: or postgresql:/],
    ['DATABASE_REPLICA_URLS', 'postgres://u@a/db,,postgres://u@b/db', /DATABASE_REPLICA_URLS has an empty entry at position 2/],
    ['REPLICA_MAX_LAG_MS', '0', /REPLICA_MAX_LAG_MS must be between 1 and 3600000/],
    ['SEARCH_TIMEOUT_MS', 'soon', /SEARCH_TIMEOUT_MS must be a whole number/],
    ['TRUST_PROXY', 'proxy.example', /TRUST_PROXY: "proxy.example" is not an address, a subnet/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY: "10.0.0.0\/33" is not an address, a subnet/],
  ])('%s=%s is refused with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', MIGRATE_ON_START: 'off', TRUST_PROXY: 'loopback', EMBEDDED_PG_DIR: '/tmp/x' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', migrateOnStart: false, trustProxy: 'loopback', embeddedDataDir: '/tmp/x' });
  });
});
