import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** One allowance, or the minute's rate: how much of it is used and left, and when it resets. */
@ApiSchema({ name: 'UsageAllowance' })
export class UsageAllowance {
  @ApiProperty({ type: 'integer', description: 'Calls the plan allows in the period' })
  allowance!: number;

  @ApiProperty({ type: 'integer', description: 'Calls counted in the current period' })
  used!: number;

  @ApiProperty({ type: 'integer', description: 'Calls left before 429 quota_exceeded' })
  remaining!: number;

  @ApiProperty({ format: 'date-time', description: 'When it resets: South African midnight (daily plans), the 1st of the month, SA time (monthly plans), or the next minute (the rate)' })
  resets_at!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds until it resets, rounded up (as RateLimit-Reset and Retry-After count them)' })
  resets_in_seconds!: number;
}

/** GET /v1/usage: the caller's plan and what is left of it. */
@ApiSchema({ name: 'Usage' })
export class UsageReport {
  @ApiProperty({ description: 'The plan calls are counted against: the key\'s plan, or free for a caller without a key' })
  plan!: string;

  @ApiPropertyOptional({ description: "The key's non-secret prefix (vsl_ and 8 characters), when a key was sent" })
  key_prefix?: string;

  @ApiPropertyOptional({ description: 'The address the free tier is counted for, when no key was sent (an IPv6 caller: its /64)' })
  address?: string;

  @ApiProperty({ enum: ['day', 'month'], description: 'Allowance period' })
  period!: 'day' | 'month';

  @ApiProperty({ format: 'date-time', description: 'Start of the current period' })
  period_start!: string;

  @ApiProperty({ type: UsageAllowance, description: 'Searches: GET /search and GET /section (and their MCP tools)' })
  searches!: UsageAllowance;

  @ApiProperty({ type: UsageAllowance, description: 'Citation checks: POST /verify (and legal_verify_citations)' })
  checks!: UsageAllowance;

  @ApiProperty({ type: UsageAllowance, description: 'The per-minute rate: requests allowed a minute, made in the current minute (this one included), left, and the start of the next minute' })
  rate!: UsageAllowance;
}

/** The response body, with the attribution every body carries. */
@ApiSchema({ name: 'UsageResponse' })
export class UsageResponse extends UsageReport {
  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}
