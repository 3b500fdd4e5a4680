import { token } from '../tokens';
import type { FormSubmissionRepository } from './form-submission.repository';
import type { FormsForRequest } from './forms.port';

export const FORMS = token<FormsForRequest>('Forms');
export const FORM_SUBMISSION_REPOSITORY = token<FormSubmissionRepository>('FormSubmissionRepository');
