import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { CatalogueEditor } from '../../../application/catalogue-admin/change-seminar-dates';
import type { Clock } from '../../../application/ports/clock';
import type { DemoData } from './generate';

/**
 * What the demo needs to enter its data through the use cases the back office and the cart use,
 * as the staff account of the demo would, before the server starts.
 */

/** Nothing is cached while the database is being filled, before the server starts. */
export const NO_CACHES = { catalogueChanged: () => Promise.resolve() };

export const clockAt = (at: Temporal.Instant): Clock => ({ now: () => at });

/** A refusal here is a bug in the demo data, not bad input: the start stops with the use case's message. */
export const orFail = <A>(what: string, result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`demo data: ${what} was refused: ${JSON.stringify(result.left)}`);
  return result.right;
};

export const userOf = (data: DemoData, predicate: (user: DemoData['users'][number]) => boolean): { readonly userId: number; readonly email: string } => {
  const user = data.users.find(predicate);
  if (user?.userId === undefined) throw new Error('demo data: a user of the story is missing');
  return { userId: user.userId, email: user.email };
};

/** The demo's staff account (Kundenservice), logged in: the audit log names it as who entered the demo. */
export interface DemoEditor extends CatalogueEditor {
  readonly actor: { readonly userId: number; readonly email: string };
  readonly via: 'session';
}

export const demoEditor = (data: DemoData): DemoEditor => ({ actor: userOf(data, (user) => user.role === 'staff'), origin: 'demo', via: 'session' });

/** Items as the use cases read a file: one after the other. */
export const streamOf = <T>(items: readonly T[]): AsyncIterable<T> => ({
  [Symbol.asyncIterator]: () => {
    const iterator = items[Symbol.iterator]();
    return { next: () => Promise.resolve(iterator.next()) };
  },
});
