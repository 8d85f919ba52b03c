import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import type { Database } from '#libs/db/database.js';
import type { Clock } from './common/tokens.js';
import { CoreModule } from './database/database.module.js';
import { HealthController } from './health/health.controller.js';
import { SearchModule } from './search/search.module.js';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
}

@Module({})
export class AppModule {
  static forRoot({ config, database, clock = () => new Date() }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config, database, clock), SearchModule],
      controllers: [HealthController],
    };
  }
}
