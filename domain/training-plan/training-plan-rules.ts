import type { FieldErrors } from '../errors/app-error';
import { firstFailure, maxLength, minLength, type FieldRule } from '../validation/field-rule';

/** How urgent a member's training is; the council works through 'hoch' first. */
export const PRIORITIES = ['hoch', 'mittel', 'niedrig'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Enough for a large council's year; stops a script from growing one plan without bound. */
export const MAX_PLAN_ENTRIES = 100;

export const TRAINING_PLAN_MESSAGES = {
  name: 'Bitte geben Sie dem Schulungsplan einen Namen (mindestens 2 Zeichen).',
  nameTooLong: 'Der Name des Schulungsplans darf höchstens 200 Zeichen haben.',
  memberName: 'Bitte tragen Sie den Namen des Mitglieds ein (mindestens 2 Zeichen).',
  memberNameTooLong: 'Der Name des Mitglieds darf höchstens 200 Zeichen haben.',
  noteTooLong: 'Die Notiz darf höchstens 2000 Zeichen haben.',
  seminarChoice: 'Bitte wählen Sie entweder ein Seminarthema oder einen Termin.',
  priority: 'Bitte wählen Sie eine Priorität: hoch, mittel oder niedrig.',
} as const;

const M = TRAINING_PLAN_MESSAGES;

export const planNameRule: FieldRule = firstFailure(minLength(2, M.name), maxLength(200, M.nameTooLong));
export const memberNameRule: FieldRule = firstFailure(minLength(2, M.memberName), maxLength(200, M.memberNameTooLong));
export const noteRule: FieldRule = maxLength(2000, M.noteTooLong);

export const isPriority = (value: string): value is Priority => (PRIORITIES as readonly string[]).includes(value);

export interface PlanEntryInput {
  readonly memberName: string;
  readonly themeSlug?: string | undefined;
  readonly eventId?: number | undefined;
  readonly note?: string | undefined;
  readonly priority?: string | undefined;
}

/**
 * The field messages of a plan as entered, named by their path in the request
 * ('entries.2.memberName'), so the form can put each under its field. Empty when valid.
 */
export const planErrors = (name: string, entries: readonly PlanEntryInput[]): FieldErrors => {
  const errors: Record<string, string> = {};
  const nameError = planNameRule(name);
  if (nameError !== undefined) errors.name = nameError;
  entries.forEach((entry, index) => {
    const at = `entries.${String(index)}`;
    const member = memberNameRule(entry.memberName);
    if (member !== undefined) errors[`${at}.memberName`] = member;
    const choices = (entry.themeSlug === undefined ? 0 : 1) + (entry.eventId === undefined ? 0 : 1);
    if (choices !== 1) errors[`${at}.seminar`] = M.seminarChoice;
    const note = noteRule(entry.note ?? '');
    if (note !== undefined) errors[`${at}.note`] = note;
    if (entry.priority !== undefined && !isPriority(entry.priority)) errors[`${at}.priority`] = M.priority;
  });
  return errors;
};
