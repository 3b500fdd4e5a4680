import * as E from 'fp-ts/Either';
import { conflict, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { checkSeminarDate, SEMINAR_DATE_FIELDS, type SeminarDate, type SeminarDateField, type SeminarDateText } from '../../domain/seminar-date/seminar-date';
import { SERIES_MODULE_MESSAGES } from '../../domain/seminar-date/series-module-messages';
import { checkSeriesModules, MODULES_FIELD, sameModules, seriesDateText, type ModuleText, type SeriesModule } from '../../domain/seminar-date/series-modules';
import type { AuditActor, AuditVia, NewAuditEntry } from '../audit/audit-log';
import type { Clock } from '../ports/clock';
import type { CatalogueRow, CatalogueRowItem, RowProblem } from './catalogue-csv-reader';
import { cancelledOfCell, seminarDateText } from './catalogue-row';
import { modulesAuditDetails, type ModuleChange } from './modules-audit';
import { CATALOGUE_ADMIN_MESSAGES as M } from './messages';
import type { NewSeminarDate, SeminarDateStore, SeminarDateUnit, StoredSeminarDate, ThemeRef } from './seminar-date-store';

/** Who changes the catalogue, for the audit log. */
export interface CatalogueEditor {
  readonly actor: AuditActor;
  readonly origin: string;
  readonly via: AuditVia;
}

/** A changed field: its text before and after (before is empty for a new date). */
export type FieldChanges = Readonly<Partial<Record<SeminarDateField, { readonly before: string; readonly after: string }>>>;

export interface DateChange {
  readonly line: number;
  /** Null for a new date in a dry run (it gets its id when written). */
  readonly eventId: number | null;
  readonly themeSlug: string;
  readonly fields: FieldChanges;
}

export interface ChangeReport {
  readonly dryRun: boolean;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Each new or changed date with its changed fields; kept for a dry run (the preview) only. */
  readonly changes: readonly DateChange[];
}

/** Told after a committed change: every catalogue cache, on every instance, is cleared. */
export interface CatalogueChangeListener {
  catalogueChanged(): Promise<void>;
}

/** Rows are checked and written this many at a time: one read of their stored dates, one write. */
const BATCH_ROWS = 500;
/** More problems than this are counted, not listed: a wrong file would list every line. */
const LISTED_PROBLEMS = 200;

const fieldChanges = (before: SeminarDateText, after: Required<SeminarDateText>): FieldChanges => {
  const changes: Partial<Record<SeminarDateField, { before: string; after: string }>> = {};
  for (const field of SEMINAR_DATE_FIELDS) {
    const was = before[field] ?? '';
    if (was !== after[field]) changes[field] = { before: was, after: after[field] };
  }
  return changes;
};

const auditDetails = (changes: FieldChanges): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, `${change.before === '' ? '–' : change.before} → ${change.after}`]));

/**
 * The row's fields that the rules read, over the stored date's for an update (an absent column
 * keeps its value). With new modules, start, end, kind and venue are theirs, and so is the
 * one-day flag (derived, not declared).
 */
const overlay = (row: CatalogueRow, stored: StoredSeminarDate | undefined, newModules: readonly SeriesModule[] | undefined): SeminarDateText => {
  const text: Partial<Record<SeminarDateField, string>> = stored === undefined ? {} : { ...seminarDateText(stored.date) };
  for (const field of SEMINAR_DATE_FIELDS) {
    const value = row.fields[field];
    if (value !== undefined) text[field] = value;
  }
  if (newModules !== undefined) Object.assign(text, seriesDateText(newModules));
  // The derived one-day flag of the stored date is no declaration: only the row's is checked.
  if (row.fields.oneDay === undefined || newModules !== undefined) delete text.oneDay;
  return text;
};

/** What a row does to the date's modules: keeps them (the CSV, which does not carry them), or writes new ones. */
type ModulesOfRow = { readonly _tag: 'Kept'; readonly modules: readonly SeriesModule[] } | { readonly _tag: 'Written'; readonly modules: readonly SeriesModule[] };

interface Pending {
  readonly row: CatalogueRow;
  readonly eventId: number | undefined;
}

/** One run of changes: the problems so far, the counts, and what the current batch writes. */
class Run {
  readonly problems: RowProblem[] = [];
  problemCount = 0;
  readonly badLines = new Set<number>();
  created = 0;
  updated = 0;
  unchanged = 0;
  readonly changes: DateChange[] = [];
  /** Which line named each date, so a second row for it is refused. */
  readonly seen = new Map<number, number>();
  /** The dates written with their changed fields, kept only for a single date (the form). */
  readonly written: WrittenDate[] = [];

  constructor(
    readonly dryRun: boolean,
    readonly keepWritten = false,
  ) {}

  problem(problem: RowProblem): void {
    this.problemCount += 1;
    this.badLines.add(problem.line);
    if (this.problems.length < LISTED_PROBLEMS) this.problems.push(problem);
  }

  get refused(): boolean {
    return this.problemCount > 0;
  }
}

/**
 * Whether the row's `cancelled` cell (when the file has the column) says what the date is: a
 * date is called off on its page, with its mails and refunds, never by a cell of a spreadsheet.
 */
const keepsCancelled = (row: CatalogueRow, stored: StoredSeminarDate | undefined, run: Run): boolean => {
  const cell = row.fields.cancelled;
  if (cell === undefined) return true;
  const cancelled = cancelledOfCell(cell);
  if (cancelled === (stored?.cancelled ?? false)) return true;
  run.problem({ line: row.line, field: 'cancelled', message: cancelled === undefined ? M.cancelledFormat : M.cancelledByPage });
  return false;
};

/**
 * Creating and changing seminar dates, one use case for the back office's form and for the CSV
 * import: each row is checked by the domain's rules against the stored date (seats taken, its
 * start) and either creates a date of its theme (no eventId) or updates the date. All or
 * nothing: the rows run in one transaction, which commits only when no row is bad; every bad
 * line is named. Every change is written to the audit log with before → after, in the same
 * transaction; after the commit every catalogue cache is cleared on every instance. A price
 * change applies to new bookings only: an order keeps the prices it was placed with.
 */
export class ChangeSeminarDates {
  constructor(
    private readonly store: SeminarDateStore,
    private readonly clock: Clock,
    private readonly listener: CatalogueChangeListener,
  ) {}

  async run(items: AsyncIterable<CatalogueRowItem>, editor: CatalogueEditor, options: { readonly dryRun: boolean }): Promise<E.Either<AppError, ChangeReport>> {
    const run = new Run(options.dryRun);
    const result = await this.apply(items, editor, run);
    return E.isLeft(result) && result.left === REFUSED ? E.left(refusal(run)) : (result as E.Either<AppError, ChangeReport>);
  }

  /**
   * One date, as the back office's form sends it: a new date of the theme (no event id) or a
   * change of the date, by the same rules, in the same kind of transaction, with the same audit
   * entry as a row of the import. A refusal names each bad field with its German message.
   */
  async one(change: SingleDateChange, editor: CatalogueEditor): Promise<E.Either<AppError, WrittenDate>> {
    const run = new Run(false, true);
    const row: CatalogueRow = {
      line: 1,
      fields: { ...change.fields, themeSlug: change.themeSlug, eventId: change.eventId === null ? '' : String(change.eventId) },
      ...(change.modules === undefined ? {} : { modules: change.modules }),
    };
    const result = await this.apply(single(row), editor, run);
    if (E.isLeft(result)) return E.left(result.left === REFUSED ? fieldRefusal(run) : result.left);
    const [written] = run.written;
    // Unchanged: nothing was written, the date is as it was.
    return E.right(written ?? { eventId: change.eventId ?? 0, fields: {} });
  }

  private async apply(items: AsyncIterable<CatalogueRowItem>, editor: CatalogueEditor, run: Run): Promise<E.Either<AppError | typeof REFUSED, ChangeReport>> {
    const [themes, venues] = await Promise.all([this.store.themes(), this.store.venues()]);
    const hotels = new Set(venues.map((venue) => venue.hotelId));
    // Read before the transaction: PGlite's one connection serves nothing else until it ends.
    const venueNames = new Map(venues.map((venue) => [venue.hotelId, `${venue.name}, ${venue.city}`]));
    const themesBySlug = new Map(themes.map((theme) => [theme.slug, theme]));
    const result = await this.store.transaction(async (unit) => {
      let batch: Pending[] = [];
      for await (const item of items) {
        if (item._tag === 'Problem') {
          run.problem(item.problem);
          continue;
        }
        const pending = this.pending(item.row, run);
        if (pending !== undefined) batch.push(pending);
        if (batch.length >= BATCH_ROWS) {
          await this.batch(batch, unit, run, { themesBySlug, hotels, venueNames, editor });
          batch = [];
        }
      }
      await this.batch(batch, unit, run, { themesBySlug, hotels, venueNames, editor });
      if (run.refused) return E.left<typeof REFUSED | DryRun, ChangeReport>(REFUSED);
      const report: ChangeReport = { dryRun: run.dryRun, created: run.created, updated: run.updated, unchanged: run.unchanged, changes: run.changes };
      // A dry run leaves nothing behind: its answer travels out of a rolled-back transaction.
      return run.dryRun ? E.left<typeof REFUSED | DryRun, ChangeReport>(new DryRun(report)) : E.right<typeof REFUSED | DryRun, ChangeReport>(report);
    });
    if (E.isLeft(result) && result.left instanceof DryRun) return E.right(result.left.report);
    if (E.isRight(result) && result.right.created + result.right.updated > 0) await this.listener.catalogueChanged();
    return result as E.Either<typeof REFUSED, ChangeReport>;
  }

  /** The row's event id, checked for its form and for a second row of the same date. */
  private pending(row: CatalogueRow, run: Run): Pending | undefined {
    const idText = row.fields.eventId?.trim() ?? '';
    if (idText === '') return { row, eventId: undefined };
    if (!/^\d{1,9}$/.test(idText)) {
      run.problem({ line: row.line, field: 'eventId', message: M.eventIdFormat });
      return undefined;
    }
    const eventId = Number(idText);
    const earlier = run.seen.get(eventId);
    if (earlier !== undefined) {
      run.problem({ line: row.line, field: 'eventId', message: M.duplicateEvent(earlier) });
      return undefined;
    }
    run.seen.set(eventId, row.line);
    return { row, eventId };
  }

  private async batch(
    batch: readonly Pending[],
    unit: SeminarDateUnit,
    run: Run,
    context: {
      readonly themesBySlug: ReadonlyMap<string, ThemeRef>;
      readonly hotels: ReadonlySet<number>;
      readonly venueNames: ReadonlyMap<number, string>;
      readonly editor: CatalogueEditor;
    },
  ): Promise<void> {
    if (batch.length === 0) return;
    const ids = batch.flatMap((pending) => (pending.eventId === undefined ? [] : [pending.eventId]));
    const stored = await unit.datesByIds(ids);
    const now = this.clock.now();
    const creations: { readonly line: number; readonly theme: ThemeRef; readonly date: SeminarDate; readonly fields: FieldChanges; readonly modules: ModuleChange | undefined }[] = [];
    const updates: { readonly line: number; readonly before: StoredSeminarDate; readonly date: SeminarDate; readonly fields: FieldChanges; readonly modules: ModuleChange | undefined }[] = [];
    for (const { row, eventId } of batch) {
      const before = eventId === undefined ? undefined : stored.get(eventId);
      if (eventId !== undefined && before === undefined) {
        run.problem({ line: row.line, field: 'eventId', message: M.unknownEvent });
        continue;
      }
      const theme = this.themeOf(row, before, context.themesBySlug, run);
      const cancelledKept = keepsCancelled(row, before, run);
      const modules = modulesOfRow(row, before, { now, stored: before?.modules ?? [], isKnownHotel: (hotelId) => context.hotels.has(hotelId) }, run);
      if (modules === undefined) continue;
      const checked = checkSeminarDate(overlay(row, before, modules._tag === 'Written' ? modules.modules : undefined), {
        now,
        seatsTaken: before?.seatsTaken ?? 0,
        storedStart: before?.date.startDate ?? null,
        modules: modules.modules,
        isKnownHotel: (hotelId) => context.hotels.has(hotelId),
      });
      if (E.isLeft(checked)) {
        for (const [field, message] of Object.entries(checked.left)) run.problem({ line: row.line, field, message });
        continue;
      }
      if (theme === undefined || !cancelledKept) continue;
      const fields = fieldChanges(before === undefined ? {} : seminarDateText(before.date), seminarDateText(checked.right));
      const moduleChange = modules._tag === 'Written' && !sameModules(before?.modules ?? [], modules.modules) ? { before: before?.modules ?? [], after: modules.modules } : undefined;
      const changed = Object.keys(fields).length > 0 || moduleChange !== undefined;
      // A called-off date stays as it was; a row that repeats it (an export imported again) changes nothing.
      if (before?.cancelled === true && changed) {
        run.problem({ line: row.line, field: 'eventId', message: M.cancelledEvent });
        continue;
      }
      if (before === undefined) creations.push({ line: row.line, theme, date: checked.right, fields, modules: moduleChange });
      else if (!changed) run.unchanged += 1;
      else updates.push({ line: row.line, before, date: checked.right, fields, modules: moduleChange });
    }
    run.created += creations.length;
    run.updated += updates.length;
    if (run.dryRun) {
      for (const c of creations) run.changes.push({ line: c.line, eventId: null, themeSlug: c.theme.slug, fields: c.fields });
      for (const u of updates) run.changes.push({ line: u.line, eventId: u.before.eventId, themeSlug: u.before.themeSlug, fields: u.fields });
    }
    // Once a row is bad nothing will be kept: the rest is only checked, not written.
    if (run.refused || run.dryRun) return;
    const newIds = await unit.create(creations.map((c): NewSeminarDate => ({ themeId: c.theme.themeId, date: c.date })));
    await unit.update(updates.flatMap((u) => (Object.keys(u.fields).length === 0 ? [] : [{ eventId: u.before.eventId, date: u.date }])));
    const written = [
      ...creations.map((c, index) => ({ eventId: newIds[index] ?? 0, themeSlug: c.theme.slug, action: 'catalogue.date.create' as const, fields: c.fields, modules: c.modules })),
      ...updates.map((u) => ({ eventId: u.before.eventId, themeSlug: u.before.themeSlug, action: 'catalogue.date.update' as const, fields: u.fields, modules: u.modules })),
    ];
    for (const w of written) if (w.modules !== undefined) await unit.replaceModules(w.eventId, w.modules.after);
    if (run.keepWritten) for (const w of written) run.written.push({ eventId: w.eventId, fields: w.fields, ...(w.modules === undefined ? {} : { modules: w.modules }) });
    const entry = (action: NewAuditEntry['action'], eventId: number, themeSlug: string, details: Readonly<Record<string, string>>): NewAuditEntry => ({
      at: now,
      action,
      actor: context.editor.actor,
      origin: context.editor.origin,
      via: context.editor.via,
      subject: `Termin ${String(eventId)} (${themeSlug})`,
      details,
    });
    await unit.audit(
      written.flatMap((w) => [
        ...(w.action === 'catalogue.date.create' || Object.keys(w.fields).length > 0 ? [entry(w.action, w.eventId, w.themeSlug, auditDetails(w.fields))] : []),
        ...(w.modules === undefined ? [] : [entry('catalogue.date.modules', w.eventId, w.themeSlug, modulesAuditDetails(w.modules, context.venueNames))]),
      ]),
    );
  }


  private themeOf(row: CatalogueRow, before: StoredSeminarDate | undefined, themes: ReadonlyMap<string, ThemeRef>, run: Run): ThemeRef | undefined {
    const slug = row.fields.themeSlug?.trim() ?? '';
    if (before !== undefined) {
      if (slug !== '' && slug !== before.themeSlug) {
        run.problem({ line: row.line, field: 'themeSlug', message: M.themeChange });
        return undefined;
      }
      return themes.get(before.themeSlug) ?? { themeId: 0, slug: before.themeSlug, title: before.title };
    }
    if (slug === '') {
      run.problem({ line: row.line, field: 'themeSlug', message: M.themeMissing });
      return undefined;
    }
    const theme = themes.get(slug);
    if (theme === undefined) run.problem({ line: row.line, field: 'themeSlug', message: M.unknownTheme });
    return theme;
  }
}

/** A single date of the form: its id (null for a new one), its theme, its fields as typed, and its modules' rows when the form has them. */
export interface SingleDateChange {
  readonly eventId: number | null;
  readonly themeSlug: string;
  readonly fields: SeminarDateText;
  readonly modules?: readonly ModuleText[];
}

/** The date written (or left as it was), what changed of its fields, and of its modules when they changed. */
export interface WrittenDate {
  readonly eventId: number;
  readonly fields: FieldChanges;
  readonly modules?: ModuleChange;
}

/**
 * A row's modules, checked: none given keeps the stored ones; given, they are read by the
 * series' rules, and only a series (or a row that leaves its kind to them) has modules.
 * Undefined when refused (the problems are noted).
 */
const modulesOfRow = (
  row: CatalogueRow,
  before: StoredSeminarDate | undefined,
  facts: Parameters<typeof checkSeriesModules>[1],
  run: Run,
): ModulesOfRow | undefined => {
  if (row.modules === undefined) return { _tag: 'Kept', modules: before?.modules ?? [] };
  const kind = row.fields.kind?.trim() ?? '';
  if (kind !== '' && kind !== 'series') {
    run.problem({ line: row.line, field: MODULES_FIELD, message: SERIES_MODULE_MESSAGES.modulesOnlyForSeries });
    return undefined;
  }
  const checked = checkSeriesModules(row.modules, facts);
  if (E.isRight(checked)) return { _tag: 'Written', modules: checked.right };
  for (const [field, message] of Object.entries(checked.left)) run.problem({ line: row.line, field, message });
  return undefined;
};

/** A run with bad rows: nothing was kept; the caller words the refusal from the run's problems. */
const REFUSED = Symbol('refused');

async function* single(row: CatalogueRow): AsyncGenerator<CatalogueRowItem> {
  yield await Promise.resolve({ _tag: 'Row' as const, row });
}

/** The form's refusal: an unknown or called-off date as such, otherwise each bad field with its message. */
const fieldRefusal = (run: Run): AppError => {
  const fieldErrors: Record<string, string> = {};
  for (const problem of run.problems) fieldErrors[problem.field] = problem.message;
  const dateProblem = fieldErrors.eventId;
  if (dateProblem !== undefined) return dateProblem === M.unknownEvent ? notFound(dateProblem) : conflict(dateProblem);
  return invalid(fieldErrors, M.formRefused);
};

/** A dry run's report, carried out of the transaction as its Left so that nothing is kept. */
class DryRun {
  constructor(readonly report: ChangeReport) {}
}

/** The refusal: every bad line as `Zeile N: Feld` → message, in the order of the file. */
const refusal = (run: Run): AppError => {
  const fieldErrors: Record<string, string> = {};
  for (const problem of run.problems) fieldErrors[M.problem(problem.line, problem.field)] = problem.message;
  if (run.problemCount > run.problems.length) fieldErrors[M.moreProblems(run.problemCount - run.problems.length)] = '';
  return invalid(fieldErrors, M.refused(run.badLines.size));
};
