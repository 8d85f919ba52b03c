import { ConsoleLogger, type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppOptions } from './app.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { requestLog } from './common/request-log.middleware.js';
import { ResponseInterceptor } from './common/response.interceptor.js';
import { SourceNote } from './common/source-note.js';
import { publishOpenApi } from './openapi.js';

export function jsonLogger(level: AppOptions['config']['logLevel']): LoggerService {
  const levels = ['error', 'warn', 'log', 'debug'] as const;
  return new ConsoleLogger({ json: true, logLevels: [...levels.slice(0, levels.indexOf(level) + 1), 'fatal'] });
}

/** The whole HTTP app, configured the same way for the server and for tests. */
export async function createApp(options: AppOptions & { logger?: LoggerService | false }): Promise<INestApplication> {
  const { config } = options;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: options.logger ?? jsonLogger(config.logLevel),
    bodyParser: false,
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy === false ? false : trustProxyValue(config.trustProxy));
  app.disable('x-powered-by');
  app.enableCors({ origin: '*', credentials: false, exposedHeaders: ['X-Service-Plan', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id'] });
  app.use(requestLog);
  app.useBodyParser('json', { limit: config.bodyLimit });
  const sourceNote = app.get(SourceNote);
  app.useGlobalFilters(new HttpExceptionFilter(sourceNote));
  app.useGlobalInterceptors(new ResponseInterceptor(sourceNote, app.get(Reflector)));
  publishOpenApi(app, config);
  return app;
}

/** TRUST_PROXY: `true`, a hop count, or a comma-separated list of addresses/subnets (Express syntax). */
function trustProxyValue(value: string): boolean | number | string[] {
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
