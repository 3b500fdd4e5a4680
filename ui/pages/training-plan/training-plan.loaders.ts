import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { PlanEntryRequest, PlanEntryWire, TrainingPlanWire } from '../../../application/training-plan/training-plan.codecs';
import { TRAINING_PLAN_API_MESSAGES } from '../../../application/training-plan/messages';
import { TRAINING_PLAN_PATHS, editTrainingPlanPath, trainingPlanPath } from '../../../application/training-plan/training-plan.paths';
import { cartDateText, formatDate } from '../../../domain/calendar/calendar';
import { formatEuro } from '../../../domain/money/money';
import { invalid, notFound, type AppError } from '../../../domain/errors/app-error';
import { PRIORITIES, type Priority } from '../../../domain/training-plan/training-plan-rules';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, TRAINING_PLANS } from '../../di/ui.tokens';
import type { SelectOption } from '../../forms/Field';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { refuseAccess } from '../../routing/access-denied';
import { runTask } from '../../routing/run-task';
import { seminarPath } from '../catalogue/catalogue-paths';
import { asCaller } from '../portal/portal.loaders';
import { planCostView, themeReader, type PlanCostView, type ThemeReader } from './plan-cost.loader';

/** The marker of a redirect after a change; the page then says what was done. */
export const DONE_PARAM = 'erledigt';
const donePath = (path: string, done: string): string => `${path}?${DONE_PARAM}=${done}`;

export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = { hoch: 'Hoch', mittel: 'Mittel', niedrig: 'Niedrig' };
export const PRIORITY_OPTIONS: readonly SelectOption[] = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

/** An entry as the pages show it (JSON-safe: the loader data travels to the browser). */
export interface EntryView {
  readonly memberName: string;
  readonly title: string;
  /** The theme of an entry whose date is still open; null for an entry of one date. */
  readonly themeSlug: string | null;
  /** The seminar page of a theme; null for an entry of one date. */
  readonly seminarPath: string | null;
  /** 'ab 12.03.2027' for a date, 'Termin noch offen' for a theme. */
  readonly when: string;
  readonly priority: string;
  readonly note: string;
}

const entryView = (entry: PlanEntryWire): EntryView => ({
  memberName: entry.memberName,
  title: entry.title,
  themeSlug: entry.eventId === null ? entry.themeSlug : null,
  seminarPath: entry.themeSlug === null ? null : seminarPath(entry.themeSlug),
  when: entry.startDate === null ? 'Termin noch offen' : `ab ${formatDate(entry.startDate)}`,
  priority: PRIORITY_LABELS[entry.priority],
  note: entry.note,
});

/** The entry as the edit call takes it back: an edit replaces the whole plan. */
const entryRequest = (entry: PlanEntryWire): PlanEntryRequest => ({
  memberName: entry.memberName,
  ...(entry.eventId === null ? { themeSlug: entry.themeSlug ?? '' } : { eventId: entry.eventId }),
  note: entry.note,
  priority: entry.priority,
});

export interface PlanView {
  readonly planId: number;
  readonly name: string;
  /** The full address to hand on (the host the page was opened on). */
  readonly shareUrl: string;
  readonly updatedOn: string;
  readonly entries: readonly EntryView[];
  readonly cost: PlanCostView;
}

const planView = async (container: PageContainer, request: Request, plan: TrainingPlanWire, themes?: ThemeReader): Promise<PlanView> => ({
  planId: plan.planId,
  name: plan.name,
  shareUrl: new URL(plan.shareUrl, request.url).href,
  updatedOn: formatDate(plan.updatedAt),
  entries: plan.entries.map(entryView),
  cost: await planCostView(container, plan.entries, themes),
});

/** The plan id of the path; a malformed one reads as a plan that does not exist (404, German). */
const planIdOf = (params: LoaderFunctionArgs['params']): number => {
  const id = Number(params.planId);
  if (Number.isSafeInteger(id) && id > 0 && String(id) === params.planId) return id;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
  throw data({ message: TRAINING_PLAN_API_MESSAGES.planUnknown, status: 404 }, { status: 404 });
};

const doneOf = (request: Request): string | null => new URL(request.url).searchParams.get(DONE_PARAM);

const ownPlan = async (container: PageContainer, request: Request, planId: number): Promise<TrainingPlanWire> =>
  asCaller(request, resolveService(container, TRAINING_PLANS).get(planId));

// ---- /schulungsplan/get: the caller's plans ----

export interface PlanSummaryView {
  readonly planId: number;
  readonly name: string;
  readonly entryCount: number;
  readonly updatedOn: string;
}

export interface PlansPageData {
  readonly plans: readonly PlanSummaryView[];
  readonly done: string | null;
}

export const plansLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<PlansPageData> => {
    const plans = await asCaller(request, resolveService(container, TRAINING_PLANS).list());
    return {
      plans: plans.map((plan) => ({ planId: plan.planId, name: plan.name, entryCount: plan.entries.length, updatedOn: formatDate(plan.updatedAt) })),
      done: doneOf(request),
    };
  };

// ---- /schulungsplan/get/{planId}: one plan, read ----

export interface PlanPageData {
  readonly plan: PlanView;
  readonly done: string | null;
}

export const planLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<PlanPageData> => ({
    plan: await planView(container, request, await ownPlan(container, request, planIdOf(params))),
    done: doneOf(request),
  });

// ---- /schulungsplan/create ----

export const CREATE_FORM = 'anlegen';

/** The create page needs only the visitor to be logged in: a visitor goes to the login first. */
export const createPlanLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await asCaller(request, resolveService(container, TRAINING_PLANS).list());
    return null;
  };

/** Visitors whose session ended go to the login and back; other failures stay at the form with what was typed. */
const planFailure = (path: string, target: string, values: Readonly<Record<string, string>>, error: AppError) =>
  error._tag === 'Unauthenticated' ? redirect(loginPathWithRedirect(path)) : formFailure(target, values, error);

export const createPlanAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(CREATE_FORM, values);
    const created = await resolveService(container, TRAINING_PLANS).create({ name: values.name ?? '', entries: [] })();
    if (E.isLeft(created)) return planFailure(TRAINING_PLAN_PATHS.create, CREATE_FORM, values, created.left);
    return redirect(donePath(editTrainingPlanPath(created.right.planId), 'angelegt'));
  };

// ---- /schulungsplan/edit/{planId}: rename, add a seminar, remove an entry ----

export const RENAME_FORM = 'umbenennen';
export const ADD_FORM = 'hinzufuegen';
export const removeForm = (index: number): string => `entfernen-${String(index)}`;
export const dateForm = (index: number): string => `termin-${String(index)}`;

export interface EditPlanPageData extends PlanPageData {
  readonly themes: readonly SelectOption[];
  /** Per theme of an entry without a date: its upcoming dates to choose from. */
  readonly dates: Readonly<Record<string, readonly SelectOption[]>>;
}

export const editPlanLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<EditPlanPageData> => {
    const plan = await ownPlan(container, request, planIdOf(params));
    const themes = await runTask(resolveService(container, CATALOGUE).themes({}));
    const read = themeReader(container);
    const openThemes = [...new Set(plan.entries.flatMap((entry) => (entry.eventId === null && entry.themeSlug !== null ? [entry.themeSlug] : [])))];
    const dates = await Promise.all(
      openThemes.map(async (slug) => {
        const theme = await read(slug);
        const options = (theme?.events ?? []).map((event) => ({
          value: String(event.eventId),
          label: `${cartDateText(event.startDate, event.endDate)}, ${event.locationText} (${formatEuro(event.prices.price)})`,
        }));
        return [slug, options] as const;
      }),
    );
    return {
      plan: await planView(container, request, plan, read),
      themes: themes.map((theme) => ({ value: theme.slug, label: theme.title })),
      dates: Object.fromEntries(dates),
      done: doneOf(request),
    };
  };

const UNKNOWN_ACTION = 'Diese Aktion kennt die Seite nicht. Bitte laden Sie die Seite neu.';
const CHOOSE_DATE = 'Bitte wählen Sie einen Termin.';

/** The errors of one entry ('entries.3.memberName') under the field names of the form that changed it. */
const entryErrors = (error: AppError, index: number): AppError => {
  if (error._tag !== 'Invalid') return error;
  const prefix = `entries.${String(index)}.`;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    fields[field === 'seminar' ? 'themeSlug' : field] = message;
  }
  return invalid(fields, error.message);
};

/**
 * Every form of the edit page posts here and names its intent. The plan is read, changed and
 * written whole (the API's edit replaces it); the rules and their German messages are the
 * service's. Success redirects to the page with what was done (POST-redirect-GET).
 */
export const editPlanAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const planId = planIdOf(params);
    const path = editTrainingPlanPath(planId);
    const { values, refused } = await readPageForm(request);
    const intent = values.intent ?? '';
    const removed = /^entfernen-(\d+)$/.exec(intent);
    const dated = /^termin-(\d+)$/.exec(intent);
    const target = intent;
    if (![RENAME_FORM, ADD_FORM].includes(intent) && removed === null && dated === null) return formFailure('seite', values, invalid({}, UNKNOWN_ACTION));
    if (refused) return formRefused(target, values);
    const plans = resolveService(container, TRAINING_PLANS);
    const current = await plans.get(planId)();
    if (E.isLeft(current)) return planFailure(path, target, values, current.left);
    const entries = current.right.entries.map(entryRequest);
    let change: { name: string; entries: PlanEntryRequest[]; done: string };
    if (intent === RENAME_FORM) change = { name: values.name ?? '', entries, done: 'umbenannt' };
    else if (intent === ADD_FORM) {
      const added: PlanEntryRequest = {
        memberName: values.memberName ?? '',
        ...(values.themeSlug === undefined || values.themeSlug === '' ? {} : { themeSlug: values.themeSlug }),
        note: values.note ?? '',
        priority: values.priority ?? 'mittel',
      };
      change = { name: current.right.name, entries: [...entries, added], done: 'hinzugefuegt' };
    } else if (dated !== null) {
      // The entry's theme gives way to the chosen date: an entry names one or the other.
      const index = Number(dated[1]);
      const entry = entries[index];
      const eventId = Number(values.eventId);
      if (entry === undefined) return formFailure(target, values, notFound(TRAINING_PLAN_API_MESSAGES.planUnknown));
      if (!Number.isSafeInteger(eventId) || eventId <= 0) return formFailure(target, values, invalid({ eventId: CHOOSE_DATE }, CHOOSE_DATE));
      const withDate: PlanEntryRequest = { memberName: entry.memberName, eventId, note: entry.note ?? '', priority: entry.priority ?? 'mittel' };
      change = { name: current.right.name, entries: entries.map((other, at) => (at === index ? withDate : other)), done: 'termin' };
    } else {
      const index = Number(removed?.[1]);
      if (index >= entries.length) return formFailure(target, values, notFound(TRAINING_PLAN_API_MESSAGES.planUnknown));
      change = { name: current.right.name, entries: entries.filter((_, at) => at !== index), done: 'entfernt' };
    }
    const saved = await plans.edit(planId, { name: change.name, entries: change.entries })();
    const changedIndex = intent === ADD_FORM ? entries.length : dated === null ? undefined : Number(dated[1]);
    if (E.isLeft(saved)) return planFailure(path, target, values, changedIndex === undefined ? saved.left : entryErrors(saved.left, changedIndex));
    return redirect(donePath(path, change.done));
  };

// ---- /schulungsplan/delete/{planId} ----

export const DELETE_FORM = 'loeschen';

export const deletePlanLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<{ readonly planId: number; readonly name: string }> => {
    const plan = await ownPlan(container, request, planIdOf(params));
    return { planId: plan.planId, name: plan.name };
  };

export const deletePlanAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const planId = planIdOf(params);
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(DELETE_FORM, values);
    const removed = await resolveService(container, TRAINING_PLANS).remove(planId)();
    if (E.isLeft(removed)) return planFailure(trainingPlanPath(planId), DELETE_FORM, values, removed.left);
    return redirect(donePath(TRAINING_PLAN_PATHS.list, 'geloescht'));
  };

// ---- /schulungsplan/admin ----

export interface AdminPageData {
  readonly plans: readonly { readonly planId: number; readonly name: string; readonly ownerEmail: string; readonly entryCount: number; readonly updatedOn: string }[];
}

/**
 * Every plan with its owner, for site admins. A visitor is sent to the login and back, a user
 * gets the access-denied page with 403 (spec §6), as on the other admin areas (/manage, /cache).
 */
export const adminLoader = (container: PageContainer) => async () => {
  const overview = await resolveService(container, TRAINING_PLANS).overview()();
  if (E.isLeft(overview)) {
    if (overview.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(TRAINING_PLAN_PATHS.admin));
    }
    if (overview.left._tag === 'Forbidden') {
      refuseAccess(TRAINING_PLAN_API_MESSAGES.adminsOnly);
    }
    return runTask(() => Promise.resolve(overview));
  }
  return data<AdminPageData>({
    plans: overview.right.map((plan) => ({
      planId: plan.planId,
      name: plan.name,
      ownerEmail: plan.ownerEmail,
      entryCount: plan.entryCount,
      updatedOn: formatDate(plan.updatedAt),
    })),
  });
};

// ---- /personalisierter-schulungsplan/{token}: the shared, read-only view ----

export interface SharedPlanPageData {
  readonly name: string;
  readonly updatedOn: string;
  readonly entries: readonly EntryView[];
  readonly cost: PlanCostView;
}

export const sharedPlanLoader =
  (container: PageContainer) =>
  async ({ params }: LoaderFunctionArgs): Promise<SharedPlanPageData> => {
    const plan = await runTask(resolveService(container, TRAINING_PLANS).shared(params.token ?? ''));
    return { name: plan.name, updatedOn: formatDate(plan.updatedAt), entries: plan.entries.map(entryView), cost: await planCostView(container, plan.entries) };
  };
