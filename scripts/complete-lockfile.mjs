#!/usr/bin/env node
// The npm registry this project installs from serves only the Linux x64 builds of some native
// packages, so `npm install` leaves the other platforms' optional packages out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds lock entries for
// those optional platform packages, marked optional with the os/cpu their names state, so `npm ci`
// accepts the lock and skips them on this platform. Run it after `npm install` changes the lock.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];
let added = 0;
for (const [, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    if (!os || !cpu) continue;
    lock.packages[key] = { version, cpu: [cpu], os: [os], optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
process.stdout.write(`complete-lockfile: added ${added} optional platform entries\n`);
