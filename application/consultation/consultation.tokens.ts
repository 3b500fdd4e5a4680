import { token } from '../tokens';
import type { ConsultationsForRequest } from './consultation.port';
import type { AppointmentReferences, ConsultationRepository } from './consultation.repository';

export const CONSULTATION_REPOSITORY = token<ConsultationRepository>('ConsultationRepository');
export const APPOINTMENT_REFERENCES = token<AppointmentReferences>('AppointmentReferences');
export const CONSULTATIONS = token<ConsultationsForRequest>('Consultations');
