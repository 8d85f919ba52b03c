import { isConnectTimeout, isUnavailable } from '#libs/db/availability.js';
import { ServiceUnavailable } from './api-error.js';

/** PostgreSQL's query_canceled: the statement ran past statement_timeout. */
const QUERY_CANCELED = '57014';

export type DatabaseFailure = 'unavailable' | 'busy' | 'timeout';

/** Which kind of database failure `err` is, if it is one a client should retry after. */
export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  const { code } = (err ?? {}) as { code?: unknown };
  if (isConnectTimeout(err)) return 'busy';
  if (code === QUERY_CANCELED) return 'timeout';
  return isUnavailable(err) ? 'unavailable' : undefined;
}

const MESSAGES: Record<DatabaseFailure, string> = {
  unavailable: 'The library database is not answering right now. Try again in a few seconds.',
  busy: 'The service is busy with other searches. Try again in a few seconds.',
  timeout: 'The request took longer than the service allows and was stopped. Try again shortly, or narrow the search.',
};

/** The 503 a database failure is answered with, or undefined for any other error. */
export function unavailableError(err: unknown): ServiceUnavailable | undefined {
  const failure = databaseFailure(err);
  return failure && new ServiceUnavailable(MESSAGES[failure]);
}
