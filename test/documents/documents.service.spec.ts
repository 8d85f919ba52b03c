import { describe, expect, it } from '@jest/globals';
import { DocumentsService } from '../../apps/api/src/documents/documents.service.js';
import type { VerifyService } from '../../apps/api/src/verify/verify.service.js';

describe('DocumentsService.read: extractions at once are bounded', () => {
  it('two run, eight wait their turn, the eleventh is refused at once (503), and every waiting one is read', async () => {
    // (read never calls the verify service.)
    const service = new DocumentsService(undefined as unknown as VerifyService);
    const file = { buffer: Buffer.from('In [2025] ZACC 1 the Court held so.'), mimetype: 'text/plain' };
    const outcomes = await Promise.allSettled(Array.from({ length: 11 }, () => service.read(file)));
    expect(outcomes.slice(0, 10).every((o) => o.status === 'fulfilled')).toBe(true);
    expect(outcomes[10]).toMatchObject({ status: 'rejected', reason: { status: 503, message: expect.stringMatching(/reading 10 documents already/) } });
    // The slots were all given back: another read runs.
    await expect(service.read(file)).resolves.toMatchObject({ format: 'text' });
  });
});
