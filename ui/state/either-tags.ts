import type { Either, Left, Right } from 'fp-ts/Either';

/**
 * fp-ts' Either read and made by its tags, for the code every page runs at start (the header,
 * the lazy ports): importing fp-ts/Either for its two one-liners brings the whole module and its
 * type classes along, some 2 KB of start-up JavaScript. The values are fp-ts' own.
 */
export const isRight = <E, A>(either: Either<E, A>): either is Right<A> => either._tag === 'Right';

export const left = <E, A = never>(error: E): Either<E, A> => ({ _tag: 'Left', left: error }) satisfies Left<E>;
