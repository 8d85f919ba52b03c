import { BENCHES } from './index.js';

/** `npm run bench -- <name> [options]`: runs one benchmark, which prints its own figures. */
async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const bench = name ? BENCHES[name] : undefined;
  if (!bench) {
    process.stderr.write(`Usage: npm run bench -- <${Object.keys(BENCHES).join('|') || 'name'}> [options]\n`);
    process.exit(2);
  }
  await bench(args);
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
