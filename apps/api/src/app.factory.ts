import type { Server } from 'node:http';
import path from 'node:path';
import { ConsoleLogger, Logger, type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { clientAddress, parseTrustProxy } from '#libs/config/trust-proxy.js';
import { WEB_DIR } from '#libs/db/paths.js';
import { AppModule, type AppOptions } from './app.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { requestLog } from './common/request-log.middleware.js';
import { rejectMalformedText } from './common/text-hygiene.middleware.js';
import { ResponseInterceptor } from './common/response.interceptor.js';
import { SourceNote } from './common/source-note.js';
import { answerClientErrors, bodyDeadline } from './common/client-errors.js';
import { publishOpenApi, toolComponents } from './openapi.js';
import { ContractPipe } from './common/contract.js';
import { McpTools } from './mcp/mcp.tools.js';

export function jsonLogger(level: AppOptions['config']['logLevel']): LoggerService {
  const levels = ['error', 'warn', 'log', 'debug'] as const;
  return new ConsoleLogger({ json: true, logLevels: [...levels.slice(0, levels.indexOf(level) + 1), 'fatal'] });
}

/**
 * helmet's headers (nosniff, frame-ancestors, referrer policy, HSTS...) with a content security
 * policy the /docs page and the page at / work under: their scripts and styles are files of this origin, plus the
 * inline style and data: images swagger-ui uses. No upgrade-insecure-requests: the service is
 * often reached over plain http on localhost. Cross-origin reads stay allowed (the spec lets any
 * origin call the API).
 */
function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/**
 * How long a kept-alive connection may sit idle before the server closes it: longer than any pause
 * the service asks of a client (Retry-After: 5 s on a 503, at most 60 s on RATE_LIMITED) and than
 * the usual idle timeout of a balancer in front (60 s). Node's default closes at 5 s (and a second's
 * grace): clients that waited out a 503's Retry-After and came back a moment late sent their next
 * request on a connection the server was closing, and it was reset (ECONNRESET) as PostgreSQL came
 * back. The Keep-Alive header announces it, so clients that read it close first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The whole HTTP app, configured the same way for the server and for tests. */
export async function createApp(options: AppOptions & { logger?: LoggerService | false }): Promise<INestApplication> {
  const { config } = options;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: options.logger ?? jsonLogger(config.logLevel),
    bodyParser: false,
    abortOnError: false,
  });
  // X-Forwarded-For is read by clientAddress (TRUST_PROXY, rightmost untrusted hop), never by Express.
  app.set('trust proxy', false);
  const trusted = parseTrustProxy(config.trustProxy);
  app.use((req: Request, _res: Response, next: NextFunction) => {
    req.clientIp = clientAddress(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'], trusted);
    next();
  });
  app.disable('x-powered-by');
  app.use(securityHeaders());
  // Only the methods the API has (GET, POST; OPTIONS for the preflight itself).
  app.enableCors({ origin: '*', credentials: false, methods: ['GET', 'POST', 'OPTIONS'], exposedHeaders: ['X-Service-Plan', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id', 'X-Report-Signature', 'X-Check-Id'] });
  app.use(requestLog);
  // The page's script and styles (its HTML is GET /, PageController).
  app.useStaticAssets(path.join(WEB_DIR, 'assets'), { prefix: '/page/', index: false, fallthrough: true, maxAge: '10m' });
  app.use(bodyDeadline(config.bodyTimeoutMs, app.get(SourceNote)));
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.use(rejectMalformedText);
  const sourceNote = app.get(SourceNote);
  options.database.availability.useLog(new Logger('database'));
  options.database.reads.useLog(new Logger('replicas'));
  app.useGlobalFilters(new HttpExceptionFilter(sourceNote, options.database.availability));
  app.useGlobalInterceptors(new ResponseInterceptor(sourceNote, app.get(Reflector)));
  app.useGlobalPipes(new ContractPipe());
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Closing (app.close(), SIGTERM), a connection busy at that moment is closed once its answer is
  // sent: kept alive for KEEP_ALIVE_TIMEOUT_MS it held the close that long (server.close() closes only
  // the connections idle when it is called).
  const close = server.close.bind(server);
  server.close = ((callback?: (err?: Error) => void) => {
    server.keepAliveTimeout = 1;
    return close(callback);
  }) as Server['close'];
  answerClientErrors(server, sourceNote);
  publishOpenApi(app, config);
  app.get(McpTools).describe(toolComponents(app));
  return app;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The caller's address: the socket peer, or the X-Forwarded-For hop TRUST_PROXY points to. */
    clientIp?: string;
  }
}
