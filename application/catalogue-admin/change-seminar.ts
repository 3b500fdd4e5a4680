import * as E from 'fp-ts/Either';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { checkSeminar, slugCandidates, SEMINAR_FIELDS, seminarText, type Seminar, type SeminarText } from '../../domain/seminar/seminar';
import type { NewAuditEntry } from '../audit/audit-log';
import type { Clock } from '../ports/clock';
import type { CatalogueChangeListener, CatalogueEditor } from './change-seminar-dates';
import { SEMINAR_ADMIN_MESSAGES as M } from './seminar-admin.messages';
import type { SeminarStore, SeminarUnit } from './seminar-store';

/** Long texts are cut in the audit log's before → after: the entry says what changed, not the whole text. */
const AUDIT_TEXT_MAX = 160;

const shortened = (text: string): string => (text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX)}…` : text);

/** Each changed field as "before → after" (– for nothing), lists on one line. */
export const seminarChanges = (before: Seminar | undefined, after: Seminar): Readonly<Record<string, string>> => {
  const was: Partial<Record<string, string>> = before === undefined ? {} : seminarText(before);
  const now = seminarText(after);
  const changes: Record<string, string> = {};
  for (const field of SEMINAR_FIELDS) {
    const [old, fresh] = [(was[field] ?? '').replace(/\n/g, ', '), now[field].replace(/\n/g, ', ')];
    if (old !== fresh) changes[field] = `${old === '' ? '–' : shortened(old)} → ${fresh === '' ? '–' : shortened(fresh)}`;
  }
  return changes;
};

/**
 * Creating and changing a seminar (a theme of the catalogue) from the back office: checked by the
 * domain's rules, written with its audit entry (who, before → after) in one transaction; after
 * the commit every catalogue cache is cleared on every instance, so the public pages, the API,
 * the sitemap and the feeds show the change at once. A new seminar gets its address from its
 * title; a changed one keeps its address.
 */
export class ChangeSeminar {
  constructor(
    private readonly store: SeminarStore,
    private readonly clock: Clock,
    private readonly listener: CatalogueChangeListener,
  ) {}

  async create(text: SeminarText, editor: CatalogueEditor): Promise<E.Either<AppError, { readonly slug: string }>> {
    const checked = await this.check(text);
    if (E.isLeft(checked)) return checked;
    const seminar = checked.right;
    const result = await this.store.transaction(async (unit) => {
      const slug = await this.freeSlug(seminar.title, unit);
      await unit.create(slug, seminar);
      await unit.audit([this.entry('catalogue.seminar.create', slug, editor, seminarChanges(undefined, seminar))]);
      return E.right<AppError, { readonly slug: string }>({ slug });
    });
    if (E.isRight(result)) await this.listener.catalogueChanged();
    return result;
  }

  async change(slug: string, text: SeminarText, editor: CatalogueEditor): Promise<E.Either<AppError, { readonly slug: string; readonly changed: boolean }>> {
    const stored = await this.store.find(slug);
    if (stored === undefined) return E.left(notFound(M.seminarNotFound));
    const checked = await this.check(text);
    if (E.isLeft(checked)) return checked;
    const changes = seminarChanges(stored, checked.right);
    if (Object.keys(changes).length === 0) return E.right({ slug, changed: false });
    const result = await this.store.transaction(async (unit) => {
      await unit.update(stored.themeId, checked.right);
      await unit.audit([this.entry('catalogue.seminar.update', slug, editor, changes)]);
      return E.right<AppError, { readonly slug: string; readonly changed: boolean }>({ slug, changed: true });
    });
    if (E.isRight(result)) await this.listener.catalogueChanged();
    return result;
  }

  /** Asked inside the transaction that writes it: the candidates are few ("-2", "-3" …). */
  private async freeSlug(title: string, unit: SeminarUnit): Promise<string> {
    for (const candidate of slugCandidates(title)) if (!(await unit.slugTaken(candidate))) return candidate;
    throw new Error('unreachable: the candidates never end');
  }

  private async check(text: SeminarText): Promise<E.Either<AppError, Seminar>> {
    const rubrics = await this.store.rubrics();
    const checked = checkSeminar(text, { rubricSlugs: new Set(rubrics.map((rubric) => rubric.slug)) });
    return E.isLeft(checked) ? E.left(invalid(checked.left)) : checked;
  }

  private entry(action: NewAuditEntry['action'], slug: string, editor: CatalogueEditor, details: Readonly<Record<string, string>>): NewAuditEntry {
    return { at: this.clock.now(), action, actor: editor.actor, origin: editor.origin, via: editor.via, subject: `Seminar ${slug}`, details };
  }
}
