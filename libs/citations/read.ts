import { cleanText, type CleanText } from './clean.js';
import { extractCitations, type ActCitation, type CaseCitation } from './extract.js';
import { extractProvisions, type ProvisionCitation } from './provisions.js';
import { extractProvisionQuotations, extractQuotations, type ProvisionQuotation, type Quotation } from './quotes.js';
import { extractReferences, type Reference } from './references.js';

/**
 * The version of the citation reader: stored with every row derived from reading a text
 * (`cited_citations.reader_version`), so a library read by an older reader is read again at import.
 * Raised whenever what readCitations returns for some text changes (the golden corpus's snapshot
 * changes in the same commit).
 */
export const READER_VERSION = 2;

/** Everything the reader finds in a text, its spans in the clean text (`clean.span` maps them back). */
export interface Reading {
  clean: CleanText;
  cases: CaseCitation[];
  acts: ActCitation[];
  references: Reference[];
  quotations: Quotation[];
  /** Provision citations (`section 26(3) of the Constitution`), each tied to an Act of `acts`, a named instrument, or nothing. */
  provisions: ProvisionCitation[];
  /** Quotations attributed to a provision citation (none of them is a case's). */
  provisionQuotations: ProvisionQuotation[];
}

export interface ReadOptions {
  /**
   * An official text's parties may be listed after semicolons as one case's (`X v Y; Z v Y`): read so
   * for a judgment's own text at import (extract.ts listedParties), never for writing sent to verify.
   */
  listedParties?: boolean;
}

/**
 * The one reader of citations, for verification, import, MCP and the page alike: the text cleaned of
 * what transport put into it (clean.ts), then its case and Act citations, their names and pinpoints
 * (extract.ts), the short forms that point back to them (references.ts), the quotations
 * attributed to them (quotes.ts), and the provisions cited with the Acts (provisions.ts) and the
 * quotations attributed to those.
 */
export function readCitations(sent: string, options: ReadOptions = {}): Reading {
  const clean = cleanText(sent);
  const { cases, acts } = extractCitations(clean.text, clean.blocks, options);
  const references = extractReferences(clean.text, cases);
  const quotations = extractQuotations(clean.text, cases, references);
  const provisions = extractProvisions(clean.text, acts, cases);
  const provisionQuotations = extractProvisionQuotations(clean.text, provisions, quotations);
  return { clean, cases, acts, references, quotations, provisions, provisionQuotations };
}
