/**
 * What one Laws.Africa sync will take from the API, whatever the API sends: each limit bounds the
 * memory, time or rows a broken or hostile upstream can cost a run (issue 40: a 1 GB response took
 * 2.2 GB of memory and was fetched five times; endless paging listed 149,873 junk rows; a server
 * sending a byte a second held a run 5-20 minutes per URL). docs/library.md lists them.
 */
export interface SyncLimits {
  /** Bytes of one response body. The body is read as a stream and dropped at this limit; a larger response is refused for good (never fetched again by a retry). */
  maxResponseBytes: number;
  /** Sections of one document. */
  maxDocumentSections: number;
  /** Characters of one document's text. */
  maxDocumentChars: number;
  /** Pages of one place's list (`next` links followed). */
  maxListPages: number;
  /** Time to open the connection. Retried: a refused or lost connection is often brief. */
  connectTimeoutMs: number;
  /** Time from the request sent to the response's headers. Retried, as a 503 is. */
  firstByteTimeoutMs: number;
  /** Longest pause between two chunks of a body. Not retried: a server that drips once drips again. */
  idleTimeoutMs: number;
  /** Longest one response may take, connection to last byte. Not retried, as idle. */
  responseDeadlineMs: number;
}

export const SYNC_LIMITS: SyncLimits = {
  // Over twenty times the largest Akoma Ntoso text of the real data (Cape Town's Municipal Planning
  // By-law, 1.4 MB; the Constitution 0.65 MB): room for the longest Acts with their schedules.
  maxResponseBytes: 32 * 1024 * 1024,
  // Ten times the most sections of a starter text (the National Assembly Rules: 425).
  maxDocumentSections: 5_000,
  // Half the byte limit: a text this long within 32 MB would be a text with almost no structure.
  maxDocumentChars: 16_000_000,
  // A place lists some thousands of expressions in pages of 50 or more: 1,000 pages is 50,000.
  maxListPages: 1_000,
  connectTimeoutMs: 10_000,
  firstByteTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  // 32 MB at 1 MB/s with room to spare.
  responseDeadlineMs: 120_000,
};

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
