import type { FieldRule } from './field-rule';
import { maxLength, minLength } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

export const PERSONAL_NOTES_MAX_LENGTH = 5000;

export const messageRule: FieldRule = minLength(2, M.message);

/** Optional; the cap only keeps a form body from growing without bound. */
export const personalNotesRule: FieldRule = maxLength(PERSONAL_NOTES_MAX_LENGTH, M.personalNotesTooLong);
