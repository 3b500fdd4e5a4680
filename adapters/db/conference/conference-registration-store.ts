import type * as E from 'fp-ts/Either';
import type {
  ConferenceRegistrationStore,
  ConferenceRegistrationTransaction,
  NewConferenceRegistration,
} from '../../../application/conference/conference-registration.repository';
import type { AppError } from '../../../domain/errors/app-error';
import type { AppDatabase } from '../database';
import { eitherTransaction } from '../either-transaction';
import { conferenceRegistrations } from '../schema';

/** Fachtagung sign-ups over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleConferenceRegistrationStore implements ConferenceRegistrationStore {
  constructor(private readonly db: AppDatabase) {}

  transaction<A>(work: (tx: ConferenceRegistrationTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>> {
    return eitherTransaction(this.db, (tx) => work({ handle: tx, insertRegistration: (registration) => insertRegistration(tx, registration) }));
  }
}

const insertRegistration = async (db: AppDatabase, registration: NewConferenceRegistration): Promise<number> => {
  const { at, ...fields } = registration;
  const [row] = await db
    .insert(conferenceRegistrations)
    .values({ ...fields, createdAt: at.toString() })
    .returning({ registrationId: conferenceRegistrations.registrationId });
  if (row === undefined) throw new Error('insert of a conference registration returned no row');
  return row.registrationId;
};
