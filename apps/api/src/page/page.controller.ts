import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '#libs/config/config.js';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { WEB_DIR } from '#libs/db/paths.js';
import { CONFIG } from '../common/tokens.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The paste-and-check page for people at `/`: apps/web/index.html with the service's name and site
 * (and the contract's limits) filled in, so the "Verified by" attribution is there before any call. Its script and styles are
 * static files of this origin (/page/, see app.factory.ts), so helmet's CSP needs no exception.
 */
@ApiExcludeController()
@Controller()
export class PageController {
  private readonly html: string;

  constructor(@Inject(CONFIG) config: AppConfig) {
    const template = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
    let html = template.replaceAll('{{SERVICE_NAME}}', escapeHtml(config.serviceName)).replaceAll('{{SITE_URL}}', escapeHtml(config.siteUrl));
    // The contract's limits, as the input elements' maxlength and in the help text.
    for (const [name, value] of Object.entries(LIMITS)) {
      html = html.replaceAll(`{{${name}}}`, String(value)).replaceAll(`{{${name} shown}}`, shown(value));
    }
    this.html = html;
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return this.html;
  }
}
