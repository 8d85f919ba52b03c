import { NotFoundException, type INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '#libs/config/config.js';

export const OPENAPI_PATH = 'v1/openapi.json';

/** The OpenAPI 3.1 description, generated from the controllers and DTOs. */
export function buildOpenApi(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(config.serviceName)
    .setDescription(
      'Search official South African legal texts, read any section, and check the case and Act citations in a text ' +
        'against official copies and verified records. Results are not legal advice.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Optional API key (vsl_...). Without it, the free tier of your IP address applies.' })
    .build();
  return SwaggerModule.createDocument(app, builder);
}

/**
 * The files the /docs page loads. SwaggerModule serves swagger-ui-dist's whole folder (its
 * package.json, source maps, other bundles); anything else under /docs is answered 404.
 */
const DOCS_FILES = new Set(['/', '', '/swagger-ui-init.js', '/swagger-ui.css', '/swagger-ui-bundle.js', '/swagger-ui-standalone-preset.js', '/index.css', '/favicon-32x32.png', '/favicon-16x16.png']);

export function publishOpenApi(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApi(app, config);
  app.use('/docs', (req: Request, _res: Response, next: NextFunction) => next(DOCS_FILES.has(req.path) ? undefined : new NotFoundException()));
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: OPENAPI_PATH, yamlDocumentUrl: 'v1/openapi.yaml' });
}
