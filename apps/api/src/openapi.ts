import { NotFoundException, type INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '#libs/config/config.js';
import { BEARER_AUTH } from './common/counts-as.decorator.js';
import { McpModule } from './mcp/mcp.module.js';
import { TOOL_MODELS } from './mcp/mcp.tools.js';

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
    // bearerFormat: the builder's default is JWT; the keys are opaque (libs/access/keys.ts).
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'vsl_ API key', description: 'Optional API key: `vsl_` and 43 base64url characters, issued by the service. Without it, the free tier of your IP address applies.' },
      BEARER_AUTH,
    )
    // Relative: the document is served by the service it describes (its paths carry /v1).
    .addServer('/', 'This service')
    .build();
  return SwaggerModule.createDocument(app, builder);
}

/**
 * The files the /docs page loads. SwaggerModule serves swagger-ui-dist's whole folder (its
 * package.json, source maps, other bundles); anything else under /docs is answered 404.
 */
const DOCS_FILES = new Set(['/', '', '/swagger-ui-init.js', '/swagger-ui.css', '/swagger-ui-bundle.js', '/swagger-ui-standalone-preset.js', '/index.css', '/favicon-32x32.png', '/favicon-16x16.png']);

/**
 * The components of the classes the MCP tool schemas are derived from (mcp.tools.ts), built by the
 * same schema factory as the published document from the same DTOs, in a document of their own
 * (the tool argument classes are no REST schema).
 */
export function toolComponents(app: INestApplication): NonNullable<OpenAPIObject['components']>['schemas'] & object {
  const builder = new DocumentBuilder().setOpenAPIVersion('3.1.0').build();
  return SwaggerModule.createDocument(app, builder, { include: [McpModule], extraModels: TOOL_MODELS }).components?.schemas ?? {};
}

export function publishOpenApi(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApi(app, config);
  app.use('/docs', (req: Request, _res: Response, next: NextFunction) => next(DOCS_FILES.has(req.path) ? undefined : new NotFoundException()));
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: OPENAPI_PATH, yamlDocumentUrl: 'v1/openapi.yaml' });
}
