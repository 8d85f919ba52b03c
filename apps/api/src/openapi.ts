import type { INestApplication } from '@nestjs/common';
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

export function publishOpenApi(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApi(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: OPENAPI_PATH, yamlDocumentUrl: 'v1/openapi.yaml' });
}
