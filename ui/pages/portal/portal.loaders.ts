import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Container } from 'inversify';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import { PersonalDataRequest, type PersonalDataWire } from '../../../application/portal/settings.codecs';
import type { BookedEventWire } from '../../../application/portal/portal-events.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { formatDate } from '../../../domain/calendar/calendar';
import { loginPathWithRedirect } from '../../commerce/login-path';
import { resolveService } from '../../di/page-container';
import { VISITOR_ACCOUNTS, VISITOR_PORTAL_EVENTS, VISITOR_PORTAL_SETTINGS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';
import { SETTINGS_PATH } from './portal.paths';

/** A booked event as the pages show it: JSON-safe, the date already German (dd.mm.yyyy). */
export interface EventRow {
  readonly eventId: number;
  readonly title: string;
  readonly date: string;
  readonly location: string;
  readonly participants: readonly string[];
}

export const eventRow = (event: BookedEventWire): EventRow => {
  const start = formatDate(event.startDate);
  const end = formatDate(event.endDate);
  return {
    eventId: event.eventId,
    title: event.title,
    date: start === end ? start : `${start} – ${end}`,
    location: event.location,
    participants: event.recipients.map((recipient) => `${recipient.firstname} ${recipient.lastname}`),
  };
};

interface LoaderArgs {
  readonly request: Request;
}

/**
 * Runs the task; a visitor (Unauthenticated) is sent to the login, which brings them back to
 * the page they asked for (spec §6). Other failures go to the error boundary with their status.
 */
export const asCaller = async <A>(request: Request, task: TE.TaskEither<AppError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(new URL(request.url).pathname));
  }
  return runTask(() => Promise.resolve(result));
};

export interface PortalHomeData {
  readonly firstname: string;
  readonly nextEvents: readonly EventRow[];
  readonly pastEvents: readonly EventRow[];
  readonly gremium: boolean;
}

/** Mein Bereich: the greeting, the caller's next and past seminars, whether they belong to a Gremium. */
export const portalHomeLoader =
  (container: Container) =>
  async ({ request }: LoaderArgs): Promise<PortalHomeData> => {
    const events = resolveService(container, VISITOR_PORTAL_EVENTS);
    const memberships = await asCaller(request, resolveService(container, VISITOR_PORTAL_SETTINGS).memberships());
    const [current, next, past] = await Promise.all([
      asCaller(request, resolveService(container, VISITOR_ACCOUNTS).currentUser()),
      asCaller(request, events.events('future')),
      asCaller(request, events.events('past')),
    ]);
    return {
      firstname: current.user?.firstname ?? '',
      nextEvents: next.map(eventRow),
      pastEvents: past.map(eventRow),
      gremium: memberships.memberships.length > 0,
    };
  };

export interface SettingsData {
  readonly personalData: PersonalDataWire;
  readonly salutations: readonly string[];
  readonly countries: readonly { readonly code: string; readonly name: string }[];
}

/** Einstellungen: the caller's personal data and the lists its form chooses from. */
export const settingsLoader =
  (container: Container) =>
  async ({ request }: LoaderArgs): Promise<SettingsData> => {
    const settings = resolveService(container, VISITOR_PORTAL_SETTINGS);
    const personalData = await asCaller(request, settings.personalData());
    const [salutations, countries] = await Promise.all([asCaller(request, settings.salutations()), asCaller(request, settings.countries())]);
    return { personalData, salutations, countries };
  };

/** The personal data's fields, as the settings form posts them (PersonalDataRequest). */
export const PERSONAL_DATA_FIELDS = ['salutation', 'firstname', 'lastname', 'company', 'phone', 'street', 'streetNumber', 'postalCode', 'city', 'country'] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/** Which form of the page an action's answer belongs to. */
export const SETTINGS_TARGET = 'einstellungen';
/** The marker the redirect after saving carries: the page then confirms it. */
const SAVED_PARAM = 'gespeichert';

export const wasSaved = (search: URLSearchParams): boolean => search.get(SAVED_PARAM) === '1';

/**
 * The settings form posts here (spec §7: upate-settings-personal-data behind it). The server's
 * rules answer per field; a success redirects to the page, which shows the stored data
 * (POST-redirect-GET). A visitor whose session ended is sent to the login, as the page is.
 */
export const settingsAction =
  (container: Container) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(SETTINGS_TARGET, values);
    const personal = Object.fromEntries(PERSONAL_DATA_FIELDS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
    const form = decodeInput(PersonalDataRequest, personal);
    if (E.isLeft(form)) return formFailure(SETTINGS_TARGET, values, form.left);
    const saved = await resolveService(container, VISITOR_PORTAL_SETTINGS).updatePersonalData(form.right)();
    if (E.isLeft(saved) && saved.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(SETTINGS_PATH));
    if (E.isLeft(saved)) return formFailure(SETTINGS_TARGET, values, saved.left);
    return redirect(`${SETTINGS_PATH}?${SAVED_PARAM}=1`);
  };
