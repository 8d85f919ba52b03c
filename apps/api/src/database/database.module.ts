import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import type { Database } from '#libs/db/database.js';
import { SourceNote } from '../common/source-note.js';
import { CLOCK, CONFIG, DATABASE, type Clock } from '../common/tokens.js';

/** Values made before the container starts (configuration, the open database, the clock), shared app-wide. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, database: Database, clock: Clock): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: DATABASE, useValue: database },
        { provide: CLOCK, useValue: clock },
        SourceNote,
      ],
      exports: [CONFIG, DATABASE, CLOCK, SourceNote],
    };
  }
}
