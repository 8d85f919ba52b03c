/** Injection tokens for values made before the Nest container (configuration, database, clock). */
export const CONFIG = Symbol('CONFIG');
export const DATABASE = Symbol('DATABASE');
export const CLOCK = Symbol('CLOCK');

export type Clock = () => Date;
