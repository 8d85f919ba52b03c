#!/usr/bin/env node
// The CLI as an installed command (`vsl <command>`); `npm run cli -- <command>` is the same program.
import '../dist/apps/cli/src/main.js';
