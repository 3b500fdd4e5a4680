import type { Temporal } from 'temporal-polyfill';

/** Where "now" comes from; the domain never asks the system clock itself. */
export interface Clock {
  now(): Temporal.Instant;
}
