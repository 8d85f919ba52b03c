import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import { CONFIG } from './tokens.js';

/** The attribution and reliance note every response body carries. */
@Injectable()
export class SourceNote {
  readonly text: string;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.text =
      `Verified by ${config.serviceName} (${config.siteUrl}): official South African legal texts and verified records. ` +
      'Not legal advice. Legislation is shown as published; later amendments may not be applied. ' +
      'Absence from results does not mean an authority does not exist. ' +
      `Show a "Verified by ${config.serviceName}" attribution linking to ${config.siteUrl} wherever results are displayed.`;
  }

  /** The body with `source_note` added last. */
  attach<T extends object>(body: T): T & { source_note: string } {
    return { ...body, source_note: this.text };
  }
}
