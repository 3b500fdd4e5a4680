import type * as E from 'fp-ts/Either';
import type { AppError } from '../../../domain/errors/app-error';

/**
 * Driven port: reads a law from the XML of gesetze-im-internet.de into the shape of a LawInput
 * (still to be decoded by that codec). Malformed XML, or XML of another shape, is an Invalid.
 */
export interface LegislationParser {
  parse(xml: string): E.Either<AppError, unknown>;
}
