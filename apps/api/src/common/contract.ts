import { applyDecorators, ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { getMetadataStorage, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, type ValidationArguments, type ValidationError } from 'class-validator';
import { LIMITS } from '#libs/contracts/limits.js';
import { badRequest, echoed } from './api-error.js';

/**
 * The building blocks of the operation contracts (search.dto.ts, section.dto.ts, verify.dto.ts).
 * Each field decorator holds one rule set: its @nestjs/swagger half gives OpenAPI (and, through
 * it, the MCP tool schemas, mcp.tools.ts), its class-validator and class-transformer half the
 * checks ContractPipe runs, with the spec's plain-language messages. Checks run in the order
 * written; the first that fails is the message (stopAtFirstError).
 */

/** Length limits are checked with JavaScript string length. */
export const LENGTH_NOTE = '(counted in characters, that is Unicode code points, as JSON Schema counts a string\'s length: an emoji counts as one)';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A query parameter given once (a repeated one arrives as an array), as text; `asNumber` fields are numbers by now. */
const Once = (asNumber = false) =>
  ValidateBy({
    name: 'once',
    validator: {
      validate: (value) => typeof value === 'string' || (asNumber && typeof value === 'number'),
      defaultMessage: (args?: ValidationArguments) => `Give '${args!.property}' once, as plain text.`,
    },
  });

/** Given at all (a JSON null is given, and then fails the type check). */
const Present = (message: (args: ValidationArguments) => string) => ValidateBy({ name: 'present', validator: { validate: (value) => value !== undefined, defaultMessage: message } });

// (Counted as the limit counts them, a character outside the Basic Multilingual Plane as one: `.length`
// counted an emoji twice, and 20,001 of them were said to be 40,002 characters.)
const tooLong = (args: ValidationArguments) => `'${args.property}' is ${[...(args.value as string)].length} characters long; the most is ${args.constraints[0]}.`;

/** An example value for the interactive docs' "Try it out": one that answers 200 on the starter library. */
const example = <T>(value: T | undefined) => (value === undefined ? {} : { example: value });

/**
 * Text of at most `max` characters, required; `missing` says what to give when it is absent,
 * `blank` (by default the same) when it is only whitespace. Trimmed text is a query parameter's
 * (a repeated one is refused); untrimmed text a JSON field's (it must be a string).
 */
export function RequiredText(options: { max: number; missing: (property: string) => string; blank?: (property: string) => string; description: string; trim?: boolean; example?: string }) {
  const missing = (args: ValidationArguments) => options.missing(args.property);
  const blank = (args: ValidationArguments) => (options.blank ?? options.missing)(args.property);
  return applyDecorators(
    ApiProperty({ type: 'string', minLength: 1, maxLength: options.max, description: `${options.description} ${LENGTH_NOTE}`, ...example(options.example) }),
    ...(options.trim ? [Transform(trimmed)] : []),
    Present(missing),
    options.trim ? Once() : IsString({ message: (args: ValidationArguments) => `'${args.property}' must be a string.` }),
    // Zero-width characters (a word processor's) are blank too: they are read as spaces everywhere else.
    ValidateBy({ name: 'notBlank', validator: { validate: (value) => typeof value === 'string' && value.replace(/[\u200b-\u200d\u2060\ufeff]/g, '').trim() !== '', defaultMessage: blank } }),
    MaxLength(options.max, { message: tooLong }),
  );
}

/** Optional text of at most `max` characters, trimmed; blank counts as not given. */
export function OptionalText(options: { max: number; description: string; example?: string }) {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', maxLength: options.max, description: `${options.description} ${LENGTH_NOTE}`, ...example(options.example) }),
    Transform(({ value }) => {
      const text = trimmed({ value });
      return text === '' ? undefined : text;
    }),
    IsOptional(),
    Once(),
    MaxLength(options.max, { message: tooLong }),
  );
}

/** One of `values`; absent: the property's initial value, or undefined. */
export function OneOf(values: readonly string[], options: { description: string; default?: string; example?: string }) {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', enum: [...values], description: options.description, ...(options.default ? { default: options.default } : {}), ...example(options.example) }),
    IsOptional(),
    Once(),
    IsIn([...values], { message: (args: ValidationArguments) => `'${args.property}' must be one of ${values.join(', ')}.` }),
  );
}

/**
 * A whole number from `min` to `max`, written in digits (at most `digits` of them, so no text is
 * turned into a number it does not say); optional when a default is given.
 */
export function WholeNumber(options: {
  min: number;
  max: number;
  digits: number;
  message: (property: string) => string;
  description: string;
  default?: number;
  missing?: (property: string) => string;
  /** Whitespace around the digits allowed (doc_id's rule; limit's is stricter). */
  trim?: boolean;
  example?: number;
}) {
  const digits = new RegExp(`^\\d{1,${options.digits}}$`);
  const message = (args: ValidationArguments) => options.message(args.property);
  const schema = { type: 'integer' as const, minimum: options.min, maximum: options.max, description: options.description, ...example(options.example) };
  return applyDecorators(
    options.missing ? ApiProperty(schema) : ApiPropertyOptional({ ...schema, default: options.default }),
    Transform(({ value }) => {
      const text = options.trim ? trimmed({ value }) : value;
      return typeof text === 'string' && digits.test(text) ? Number(text) : value;
    }),
    options.missing ? Present((args) => options.missing!(args.property)) : IsOptional(),
    Once(true),
    IsInt({ message }),
    Min(options.min, { message }),
    Max(options.max, { message }),
  );
}

/** A real calendar date written YYYY-MM-DD (2015-02-30 is refused), optional; blank counts as not given. */
export function CalendarDate(options: { description: string; example?: string }) {
  const real = (value: unknown) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  };
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: options.description, ...example(options.example) }),
    Transform(({ value }) => {
      const text = trimmed({ value });
      return text === '' ? undefined : text;
    }),
    IsOptional(),
    Once(),
    ValidateBy({
      name: 'calendarDate',
      validator: { validate: real, defaultMessage: (args?: ValidationArguments) => `'${args!.property}' must be a date written YYYY-MM-DD, for example 2015-06-30.` },
    }),
  );
}

/** The results wanted: 1 to 10, default 5. */
export const ResultLimit = () =>
  WholeNumber({
    example: LIMITS.results_default,
    min: LIMITS.results_min,
    max: LIMITS.results_max,
    digits: String(LIMITS.results_max).length,
    default: LIMITS.results_default,
    description: `Number of results, ${LIMITS.results_min} to ${LIMITS.results_max}`,
    message: (p) => `'${p}' must be a whole number from ${LIMITS.results_min} to ${LIMITS.results_max}.`,
  });

/** The results skipped before the first returned (paging): 0 to offset_max, default 0. */
export const ResultOffset = () =>
  WholeNumber({
    min: 0,
    max: LIMITS.offset_max,
    digits: String(LIMITS.offset_max).length,
    default: 0,
    example: 0,
    description: `Results to skip before the first returned (the next page: offset = limit × pages seen), 0 to ${LIMITS.offset_max}`,
    message: (p) => `'${p}' must be a whole number from 0 to ${LIMITS.offset_max}.`,
  });

/** The sections shown per divided document: 1 (the best, the spec's answer) to sections_max. */
export const ResultSections = () =>
  WholeNumber({
    min: 1,
    max: LIMITS.sections_max,
    digits: 1,
    default: 1,
    example: 2,
    description: `Sections shown per Act, regulation or by-law, best first, each with its excerpt (in "sections"), 1 to ${LIMITS.sections_max}; 1 shows the best alone`,
    message: (p) => `'${p}' must be a whole number from 1 to ${LIMITS.sections_max}.`,
  });

/** A year of search's `year_from` and `year_to` filters, year_min to year_max, optional. */
export const FilterYear = (options: { description: string; example: number }) =>
  WholeNumber({
    min: LIMITS.year_min,
    max: LIMITS.year_max,
    digits: 4,
    example: options.example,
    description: `${options.description}, ${LIMITS.year_min} to ${LIMITS.year_max}`,
    message: (p) => `'${p}' must be a year from ${LIMITS.year_min} to ${LIMITS.year_max}, for example 2015.`,
  });

/** Thrown by ContractPipe's validation; turned into the one bad_request message below. */
class Violations extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('contract violated');
  }
}

/** The names a contract class accepts, in the order it declares them. */
export function contractFields(metatype: Type): string[] {
  const names = getMetadataStorage()
    .getTargetValidationMetadatas(metatype, '', true, false)
    .map((m) => m.propertyName);
  return [...new Set(names)];
}

const plural = (word: string, n: number) => (n > 1 ? `${word}s` : word);

/** The most unknown names a message lists (the rest are counted). */
const NAMES_LISTED = 10;

/** The message for names a contract does not know, all of them counted, the first few listed. */
function unknownNames(names: string[], metatype: Type, kind: ArgumentMetadata['type'], tool: boolean): string {
  const fields = contractFields(metatype);
  const listed = names.slice(0, NAMES_LISTED).map((n) => `'${echoed(n)}'`).join(', ');
  const more = names.length > NAMES_LISTED ? ` and ${names.length - NAMES_LISTED} more` : '';
  if (tool) return `Unknown ${plural('argument', names.length)} ${listed}${more}: use ${fields.join(', ')}.`;
  return kind === 'body'
    ? `Unknown ${plural('field', names.length)} ${listed}${more}: send only ${fields.map((f) => `'${f}'`).join(', ')}.`
    : `Unknown query ${plural('parameter', names.length)} ${listed}${more}: use ${fields.join(', ')}.`;
}

/** The first broken rule as the spec's bad_request message; unknown names first, all of them at once. */
function describe(errors: ValidationError[], metatype: Type, kind: ArgumentMetadata['type'], tool: boolean): string {
  const unknown = errors.filter((e) => e.constraints?.whitelistValidation).map((e) => e.property);
  if (unknown.length) return unknownNames(unknown, metatype, kind, tool);
  const first = errors.find((e) => e.constraints && Object.keys(e.constraints).length);
  return first ? Object.values(first.constraints!)[0] : 'The request is not valid.';
}

/** How deep arrays and objects may nest in a request (a contract's own fields are one level). */
const MAX_NESTING = 8;
/**
 * The most values (fields and array elements, at every level) a request may hold: a contract's
 * fields are a handful of plain values. The transform dedupes each object's keys in time growing
 * with their square: 25,000 unknown fields in a 240 KB body held the event loop 1-3.5 s.
 */
const MAX_VALUES = 256;

/**
 * What is wrong with the shape of `value`, before any transform: arrays or objects nested more than
 * `limit` deep, or more than `most` values in all. Iterative (no recursion to overflow), and stops at
 * the first problem: at most `most` values are ever waiting to be looked at.
 */
export function shapeProblem(value: unknown, limit: number, most = MAX_VALUES): 'nesting' | 'size' | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let seen = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return 'nesting';
    const children = Array.isArray(v) ? v : Object.values(v);
    seen += children.length;
    if (seen > most) return 'size';
    for (const child of children) stack.push([child, depth + 1]);
  }
  return undefined;
}

/**
 * The global pipe: every @Query() and @Body() typed with a contract class is checked against it
 * (unknown names refused, not ignored) and arrives as an instance of it, defaults filled. MCP tool
 * arguments go through the same pipe (McpOperations). Its errors are ApiErrors, written by the one
 * exception filter like any other.
 */
export class ContractPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => new Violations(errors),
    });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<any> {
    return this.checked(value, metadata, false);
  }

  /** Tool arguments checked as their REST twin's query (`query`) or body (`body`) is; messages name arguments. */
  check<T>(metatype: Type<T>, value: unknown, kind: 'query' | 'body'): Promise<T> {
    return this.checked(value, { type: kind, metatype }, true);
  }

  private async checked(value: unknown, metadata: ArgumentMetadata, tool: boolean): Promise<any> {
    const { metatype } = metadata;
    const contract = metatype && contractFields(metatype).length > 0;
    if (contract && metadata.type === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw badRequest(`Send a JSON object: {${contractFields(metatype).map((f) => `"${f}": "..."`).join(', ')}}.`);
    }
    // Every contract's fields are plain values: a value nested deeper is refused before the transform,
    // which recurses into it (3,000 nested arrays, a 6 KB body, overflowed the stack: a 500), and so
    // is a request of very many values (above).
    const problem = contract ? shapeProblem(value, MAX_NESTING) : undefined;
    if (problem === 'nesting') {
      throw badRequest(`The ${metadata.type === 'body' ? 'request body' : 'request'} nests values more than ${MAX_NESTING} levels deep: send plain text and numbers.`);
    }
    const fields = contract ? contractFields(metatype!) : [];
    const unknown = contract && value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).filter((k) => !fields.includes(k)) : [];
    if (problem === 'size') {
      if (unknown.length) throw badRequest(unknownNames(unknown, metatype!, metadata.type, tool));
      throw badRequest(`The ${metadata.type === 'body' ? 'request body' : 'request'} holds more than ${MAX_VALUES} values: send plain text and numbers.`);
    }
    // Names the transform passes over without a word (`__proto__`, `constructor`, `prototype`: read from
    // JSON they are own fields, and `{"text": "...", "__proto__": {...}}` was answered as if they were not
    // there) are unknown names like any other.
    if (unknown.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) throw badRequest(unknownNames(unknown, metatype!, metadata.type, tool));
    try {
      return await super.transform(value, metadata);
    } catch (err) {
      if (err instanceof Violations) throw badRequest(describe(err.errors, metatype!, metadata.type, tool));
      throw err;
    }
  }
}
