import { Module } from '@nestjs/common';
import { VerifyModule } from '../verify/verify.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';

/** POST /v1/verify/document; exports the service for whatever renders or keeps a check of a document. */
@Module({
  imports: [VerifyModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
