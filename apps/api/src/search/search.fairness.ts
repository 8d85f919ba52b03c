import { Inject, Injectable } from '@nestjs/common';
import net from 'node:net';
import { bearerToken, hashKey } from '#libs/access/keys.js';
import type { AppConfig } from '#libs/config/config.js';
import { plainAddress } from '#libs/config/trust-proxy.js';
import { ApiError } from '../common/api-error.js';
import { CONFIG } from '../common/tokens.js';

/** Who is searching, as access knows the caller: the Authorization header, and the client address (req.clientIp). */
export interface SearchCaller {
  authorization: string | undefined;
  ip: string;
}

/** What happened to one search at the gate: run at once, run after waiting for a slot, or refused (queue full). */
export type FairnessOutcome = 'ran' | 'waited' | 'refused';

/** Seconds a caller refused for a full queue is asked to wait: its own searches are that far from done. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The caller searches are shared out by: a key (its sha256, as access_consume finds it), or
 * without one the address (an IPv6 caller's /64, as access counts the free tier).
 */
export function callerOf({ authorization, ip }: SearchCaller): string {
  if (authorization?.trim()) return `key:${hashKey(bearerToken(authorization) ?? authorization).toString('hex')}`;
  const address = plainAddress(ip);
  if (!net.isIPv6(address)) return `ip:${address}`;
  // The first four groups of the address written out in full.
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `ip:${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

interface CallerState {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Fair sharing of search's connections between callers, in this process: at most
 * SEARCH_POOL_SIZE searches run at once (the size of search's pool), at most
 * SEARCH_CALLER_CONCURRENCY of them one caller's; a caller's further searches wait in its own queue
 * (SEARCH_CALLER_QUEUE long, then 429 RATE_LIMITED with Retry-After), and a freed connection goes
 * to the callers that wait in turn, round-robin. So twelve expensive searches of one caller hold
 * two of the three connections and queue behind each other, while another caller's searches take
 * the third at once (without it every search queued behind them: 137 times slower).
 */
@Injectable()
export class SearchFairness {
  private readonly total: number;
  private readonly perCaller: number;
  private readonly queue: number;
  private running = 0;
  private readonly callers = new Map<string, CallerState>();
  /** Callers with searches waiting, in the order their turn comes. */
  private readonly turns: string[] = [];
  /** Told of each search's outcome at the gate (tests count them; a metric could). */
  observer?: (caller: string, outcome: FairnessOutcome) => void;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.total = config.searchPoolSize;
    this.perCaller = Math.min(config.searchCallerConcurrency, config.searchPoolSize);
    this.queue = config.searchCallerQueue;
  }

  /** Runs `search` when the caller's turn comes, or throws RATE_LIMITED when its queue is full. */
  async run<T>(caller: SearchCaller, search: () => Promise<T>): Promise<T> {
    const id = callerOf(caller);
    let state = this.callers.get(id);
    if (!state) this.callers.set(id, (state = { running: 0, waiting: [] }));
    // A free connection means no caller under its share is waiting (next() hands them out at once).
    if (this.running < this.total && state.running < this.perCaller && !state.waiting.length) {
      this.running++;
      state.running++;
      this.observer?.(id, 'ran');
    } else if (state.waiting.length >= this.queue) {
      this.observer?.(id, 'refused');
      this.forget(id, state);
      throw new ApiError(
        'RATE_LIMITED',
        `Too many searches at once from this caller: ${this.perCaller} run at a time and ${this.queue} may wait. Retry in ${RETRY_AFTER_SECONDS} second.`,
        { retry_after_seconds: RETRY_AFTER_SECONDS },
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
    } else {
      this.observer?.(id, 'waited');
      const waiting = state.waiting;
      // Woken by next(), which has counted its slot already.
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 1) this.turns.push(id);
      });
    }
    try {
      return await search();
    } finally {
      this.running--;
      state.running--;
      this.next();
      this.forget(id, state);
    }
  }

  /** Hands free connections to waiting searches whose caller is under its share, callers taking turns. */
  private next(): void {
    let i = 0;
    while (i < this.turns.length && this.running < this.total) {
      const id = this.turns[i];
      const state = this.callers.get(id)!;
      if (state.running >= this.perCaller) {
        i++;
        continue;
      }
      this.turns.splice(i, 1);
      const wake = state.waiting.shift()!;
      if (state.waiting.length) this.turns.push(id);
      this.running++;
      state.running++;
      wake();
    }
  }

  private forget(id: string, state: CallerState): void {
    if (!state.running && !state.waiting.length) this.callers.delete(id);
  }
}
