import type { Command } from '../command.js';
import { importCommand } from './import.command.js';
import { keysCommand } from './keys.command.js';
import { dbStatusCommand, migrateCommand } from './migrate.command.js';
import { plansCommand } from './plans.command.js';
import { checksCommand, reportCommand } from './report.command.js';
import { starterCommand } from './starter.command.js';
import { synthCommand } from './synth.command.js';
import { syncCommand } from './sync.command.js';
import { usageCommand } from './usage.command.js';

/** Every CLI command; a new command is one file here and one line in this list. */
export const COMMANDS: Command[] = [migrateCommand, dbStatusCommand, importCommand, keysCommand, plansCommand, usageCommand, synthCommand, starterCommand, syncCommand, reportCommand, checksCommand];
