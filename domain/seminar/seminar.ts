import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../errors/app-error';
import { parseYesNo } from '../seminar-date/seminar-date';
import { slugify } from '../text/slug';
import { SEMINAR_MESSAGES as M } from './messages';

/**
 * The seminar form, defined once: each field's name (the form's, the API's and the audit log's),
 * its German label, and whether it is a long text. The rule below, the wire codec, the audit's
 * before → after and the rendered fields all follow this list.
 */
export const SEMINAR_FORM = [
  { name: 'title', label: 'Titel', input: 'line' },
  { name: 'subtitle', label: 'Untertitel', input: 'line' },
  { name: 'description', label: 'Beschreibung', input: 'text' },
  { name: 'targetGroups', label: 'Zielgruppen (eine je Zeile)', input: 'text' },
  { name: 'tags', label: 'Schlagworte (eine je Zeile)', input: 'text' },
  { name: 'rubricSlug', label: 'Rubrik', input: 'rubric' },
  { name: 'actionField', label: 'Handlungsfeld', input: 'line' },
  { name: 'published', label: 'Veröffentlicht (auf der Website sichtbar)', input: 'yes-no' },
] as const;

export type SeminarField = (typeof SEMINAR_FORM)[number]['name'];
export const SEMINAR_FIELDS: readonly SeminarField[] = SEMINAR_FORM.map((field) => field.name);

/** The seminar's fields as text, as the form posts them (a missing field is empty). */
export type SeminarText = Readonly<Partial<Record<SeminarField, string>>>;

/** A seminar (theme) that passed every rule. */
export interface Seminar {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly targetGroups: readonly string[];
  readonly tags: readonly string[];
  readonly rubricSlug: string;
  readonly actionField: string;
  /** Hidden (false): the seminar and all its dates are in no public list; staff still see them. */
  readonly published: boolean;
}

export const TITLE_MAX = 200;
export const LINE_MAX = 300;
export const DESCRIPTION_MAX = 20_000;

/** One entry per line; blank lines and surrounding spaces dropped, each entry once. */
export const linesOf = (text: string): readonly string[] => [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))];

const line = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The rules of a seminar, each with its German message at its field: a title (which makes its
 * address) and a description, at least one target group, a known rubric, a Handlungsfeld, texts
 * within their lengths, and "ja"/"nein" for published (an unticked box is "nein").
 */
export const checkSeminar = (text: SeminarText, facts: { readonly rubricSlugs: ReadonlySet<string> }): E.Either<FieldErrors, Seminar> => {
  const errors: Partial<Record<SeminarField, string>> = {};
  const title = line(text.title);
  if (title === '') errors.title = M.titleMissing;
  else if (title.length > TITLE_MAX) errors.title = M.tooLong(TITLE_MAX);
  else if (slugify(title) === '') errors.title = M.titleWithoutLetters;
  const subtitle = line(text.subtitle);
  if (subtitle.length > LINE_MAX) errors.subtitle = M.tooLong(LINE_MAX);
  const description = (text.description ?? '').trim();
  if (description === '') errors.description = M.descriptionMissing;
  else if (description.length > DESCRIPTION_MAX) errors.description = M.tooLong(DESCRIPTION_MAX);
  const targetGroups = linesOf(text.targetGroups ?? '');
  if (targetGroups.length === 0) errors.targetGroups = M.targetGroupsMissing;
  else if (targetGroups.some((group) => group.length > LINE_MAX)) errors.targetGroups = M.tooLong(LINE_MAX);
  const tags = linesOf(text.tags ?? '');
  if (tags.some((tag) => tag.length > LINE_MAX)) errors.tags = M.tooLong(LINE_MAX);
  const rubricSlug = line(text.rubricSlug);
  if (!facts.rubricSlugs.has(rubricSlug)) errors.rubricSlug = M.rubricUnknown;
  const actionField = line(text.actionField);
  if (actionField === '') errors.actionField = M.actionFieldMissing;
  else if (actionField.length > LINE_MAX) errors.actionField = M.tooLong(LINE_MAX);
  const published = (text.published ?? '').trim() === '' ? false : parseYesNo(text.published ?? '');
  if (published === undefined) errors.published = M.publishedFormat;
  if (Object.keys(errors).length > 0 || published === undefined) return E.left(errors);
  return E.right({ title, subtitle, description, targetGroups, tags, rubricSlug, actionField, published });
};

/** A seminar's fields as the form shows them: lists one entry per line, published as "ja"/"nein". */
export const seminarText = (seminar: Seminar): Required<SeminarText> => ({
  title: seminar.title,
  subtitle: seminar.subtitle,
  description: seminar.description,
  targetGroups: seminar.targetGroups.join('\n'),
  tags: seminar.tags.join('\n'),
  rubricSlug: seminar.rubricSlug,
  actionField: seminar.actionField,
  published: seminar.published ? 'ja' : 'nein',
});

/**
 * Addresses a seminar never gets: the back office's own pages sit beside the seminars'
 * (/manage/seminare/neu, /manage/seminare/import), so a seminar titled "Neu" gets "neu-2".
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(['neu', 'import']);

/**
 * A new seminar's address (/seminare/p/{slug}) from its title, and the ones to try when it is
 * taken: "-2", "-3" … An existing seminar keeps its address when its title changes, so links stay valid.
 */
export function* slugCandidates(title: string): Generator<string, never> {
  const base = slugify(title);
  if (!RESERVED_SLUGS.has(base)) yield base;
  for (let suffix = 2; ; suffix += 1) yield `${base}-${String(suffix)}`;
}
