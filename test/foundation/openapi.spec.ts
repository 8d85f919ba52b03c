import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { request } from '../support/http.js';

describe('the published OpenAPI 3.1 description', () => {
  let t: TestDatabase;
  let app: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.url);
    doc = (await request(`${app.baseUrl}/v1/openapi.json`)).body;
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('names the spec schemas as the spec does', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Result', 'SearchResponse', 'SectionResponse', 'SectionListResponse', 'CaseCheck', 'ActCheck', 'VerifyResponse', 'Error', 'QuotaError']),
    );
    expect(doc.components.schemas.Error.required).toEqual(expect.arrayContaining(['error', 'code']));
    expect(doc.components.schemas.Result.required).toEqual(expect.arrayContaining(['doc_id', 'type', 'title', 'url']));
    expect(doc.components.schemas.CaseCheck.properties.names_checked).toMatchObject({ type: 'boolean' });
  });

  it.each([
    ['/v1/search', 'get', ['200', '400', '401', '429', '500', '503']],
    ['/v1/section', 'get', ['200', '400', '401', '404', '429', '500', '503']],
    ['/v1/verify', 'post', ['200', '400', '401', '406', '429', '500', '503']],
  ])('%s %s documents its responses', (path, method, statuses) => {
    const operation = doc.paths[path][method];
    expect(Object.keys(operation.responses).sort()).toEqual(statuses);
    expect(operation.responses['429'].content['application/json'].schema.$ref).toBe('#/components/schemas/QuotaError');
    expect(operation.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
  });

  it('documents the reports: each media type POST /v1/verify and GET /v1/checks/{id}/report answer with, and the published key', () => {
    expect(Object.keys(doc.paths['/v1/verify'].post.responses['200'].content)).toEqual(['application/json', 'text/html', 'application/pdf']);
    expect(doc.paths['/v1/verify'].post.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/VerifyResponse');
    expect(doc.components.schemas.VerifyResponse.properties.check_id).toMatchObject({ type: 'string', format: 'uuid' });
    const report = doc.paths['/v1/checks/{id}/report'].get;
    expect(Object.keys(report.responses).sort()).toEqual(['200', '400', '401', '404', '406', '429', '500', '503']);
    expect(Object.keys(report.responses['200'].content)).toEqual(['text/html', 'application/pdf']);
    expect(Object.keys(report.responses['200'].headers)).toEqual(['X-Report-Signature']);
    expect(doc.paths['/v1/report-key'].get.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/ReportKeyResponse');
  });

  it('documents GET /v1/usage: its body, its rate headers, and no 400 or 404 (it takes no parameters)', () => {
    const operation = doc.paths['/v1/usage'].get;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '429', '500', '503']);
    expect(operation.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/UsageResponse');
    expect(Object.keys(operation.responses['200'].headers)).toEqual(expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']));
    expect(doc.components.schemas.UsageResponse.required).toEqual(expect.arrayContaining(['plan', 'period', 'searches', 'checks', 'rate', 'source_note']));
    expect(doc.components.schemas.UsageAllowance.required).toEqual(['allowance', 'used', 'remaining', 'resets_at', 'resets_in_seconds']);
  });

  it('documents the optional Bearer key', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
