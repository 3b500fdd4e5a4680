import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import { RATE_LIMITER } from '../../../application/accounts/accounts.tokens';
import type { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { AppointmentReferences, ConsultationRepository } from '../../../application/consultation/consultation.repository';
import { ConsultationService } from '../../../application/consultation/consultation.service';
import { APPOINTMENT_REFERENCES, CONSULTATIONS, CONSULTATION_REPOSITORY } from '../../../application/consultation/consultation.tokens';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleConsultationRepository } from '../../db/consultation/consultation-repository';

/** 144 random bits: the confirmation link of an appointment cannot be guessed. */
const cryptoReferences: AppointmentReferences = { newReference: () => randomBytes(18).toString('base64url') };

/** The consultant appointments (/consultant/…, /service/beratung). */
export const bindConsultations = (container: Container, db: AppDatabase): void => {
  container.bind(CONSULTATION_REPOSITORY).toResolvedValue((outbox: Outbox) => new DrizzleConsultationRepository(db, outbox), [OUTBOX]).inSingletonScope();
  container.bind(APPOINTMENT_REFERENCES).toConstantValue(cryptoReferences);
  container
    .bind(CONSULTATIONS)
    .toResolvedValue(
      (repository: ConsultationRepository, references: AppointmentReferences, clock: Clock, limiter: RateLimiter) =>
        new ConsultationService({ repository, references, clock, limiter }),
      [CONSULTATION_REPOSITORY, APPOINTMENT_REFERENCES, CLOCK, RATE_LIMITER],
    )
    .inSingletonScope();
};
