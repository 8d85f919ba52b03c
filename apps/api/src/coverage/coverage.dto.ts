import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** A neutral court's judgments of one year, as the library holds them. */
export class CourtYearCoverage {
  @ApiProperty({ example: 'ZACC' })
  court!: string;

  @ApiProperty({ type: 'integer', example: 2019 })
  year!: number;

  @ApiProperty({ type: 'integer', example: 12, description: 'Distinct neutral numbers held (official copies, verified records, citations in official texts)' })
  held!: number;

  @ApiPropertyOptional({ type: 'integer', example: 40, description: 'The highest neutral number held' })
  highest?: number;

  @ApiPropertyOptional({ type: 'integer', example: 47, description: "The court's count of judgments that year, from a verified record" })
  judgments?: number;

  @ApiProperty({ example: false, description: 'A citation of this court and year that resolves to nothing is not_found (covered) or unchecked' })
  covered!: boolean;
}

/** A law-report series' citations of one year. */
export class SeriesYearCoverage {
  @ApiProperty({ example: 'SA', description: 'The series as stored: capitals, no spaces (ALLSA for All SA)' })
  series!: string;

  @ApiProperty({ type: 'integer', example: 2020 })
  year!: number;

  @ApiProperty({ type: 'integer', example: 31, description: 'Distinct citations of the series-year the library maps to judgments or holds in official texts' })
  held!: number;

  @ApiProperty({ example: false, description: 'A verified record says the library maps the series-year completely' })
  covered!: boolean;
}

/** The national Acts of one year. */
export class ActYearCoverage {
  @ApiProperty({ type: 'integer', example: 1995 })
  year!: number;

  @ApiProperty({ type: 'integer', example: 3, description: 'Distinct Act numbers held (official copies or verified records)' })
  held!: number;

  @ApiPropertyOptional({ type: 'integer', example: 66 })
  highest?: number;

  @ApiPropertyOptional({ type: 'integer', description: "The year's count of national Acts, from a verified record" })
  acts?: number;

  @ApiProperty({ description: "A complete sync of the national place listed the year's Acts without a gap" })
  synced!: boolean;

  @ApiProperty({ example: false, description: 'An Act citation of this year that matches nothing is not_found (covered) or unchecked' })
  covered!: boolean;
}

export class LibrarySnapshot {
  @ApiProperty({ example: '9e107d9d372bb6826bd81d3542a419d6', description: "MD5 of the documents' keys and content hashes in key order: changes whenever what the library holds changes" })
  hash!: string;

  @ApiProperty({ type: 'integer', example: 1450 })
  documents!: number;

  @ApiProperty({ type: 'integer', example: 1901 })
  act_records!: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'When a document was last imported' })
  last_import?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When an Act record was last written' })
  last_record?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When a Laws.Africa sync last finished' })
  last_sync?: string;
}

/** GET /v1/coverage and legal_coverage: what the library covers, so a client can read not_found and unchecked. */
@ApiSchema({ name: 'CoverageResponse' })
export class CoverageResponse {
  @ApiProperty({ type: [CourtYearCoverage], description: 'Per neutral court and year' })
  courts!: CourtYearCoverage[];

  @ApiProperty({ type: [SeriesYearCoverage], description: 'Per law-report series and year' })
  series!: SeriesYearCoverage[];

  @ApiProperty({ type: [ActYearCoverage], description: 'Per year of national Acts (from 1910)' })
  acts!: ActYearCoverage[];

  @ApiProperty({ type: LibrarySnapshot })
  snapshot!: LibrarySnapshot;

  @ApiProperty({ type: 'integer', example: 1, description: 'The version of the citation reader that read the judgments (READER_VERSION)' })
  reader_version!: number;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}
