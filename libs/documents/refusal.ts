/**
 * Why a file is refused, each kind answered with its own HTTP status by the API: `empty` and
 * `corrupt` 400 (the request is wrong), `too_large` 413 (more than the service reads: bytes, pages,
 * text, inflated bytes), `unsupported` 415 (not a format the service reads, or not the one declared),
 * `unreadable` 422 (a readable format whose text cannot be had: an encrypted PDF, a picture-only PDF,
 * a file that ran past the extraction's time or memory).
 */
export type RefusalKind = 'empty' | 'corrupt' | 'too_large' | 'unsupported' | 'unreadable';

export class DocumentRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentRefusal';
  }
}

export const refuse = (kind: RefusalKind, message: string): never => {
  throw new DocumentRefusal(kind, message);
};
