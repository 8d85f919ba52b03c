import { accessBench } from './access.bench.js';
import { documentBench } from './document.bench.js';
import { relevanceBench } from './relevance.bench.js';
import { replicasBench } from './replicas.bench.js';
import { searchBench } from './search.bench.js';
import { sectionBench } from './section.bench.js';
import { syncBench } from './sync.bench.js';
import { verifyBench } from './verify.bench.js';

/** Every benchmark by name; each is one file in this folder and one line here. */
export const BENCHES: Record<string, (args: string[]) => Promise<void>> = {
  access: accessBench,
  document: documentBench,
  relevance: relevanceBench,
  replicas: replicasBench,
  search: searchBench,
  section: sectionBench,
  sync: syncBench,
  verify: verifyBench,
};
