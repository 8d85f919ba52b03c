import { DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import type { Database } from '#libs/db/database.js';
import { AccessModule } from './access/access.module.js';
import type { Clock } from './common/tokens.js';
import { CoverageModule } from './coverage/coverage.module.js';
import { CoreModule } from './database/database.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { HealthController } from './health/health.controller.js';
import { McpModule } from './mcp/mcp.module.js';
import { PageController } from './page/page.controller.js';
import { SearchModule } from './search/search.module.js';
import { VerifyModule } from './verify/verify.module.js';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** More modules to mount (tests register routes of their own, e.g. a dummy counted route). */
  imports?: Array<Type | DynamicModule>;
}

@Module({})
export class AppModule {
  static forRoot({ config, database, clock = () => new Date(), imports = [] }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config, database, clock), AccessModule, SearchModule, VerifyModule, DocumentsModule, CoverageModule, McpModule, ...imports],
      controllers: [HealthController, PageController],
    };
  }
}
