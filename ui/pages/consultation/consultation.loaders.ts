import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import { PlainDateCodec } from '../../../application/codecs/instant.codec';
import { AppointmentWire, AvailableAppointmentsWire, BookAppointmentRequest, ConsultantWire } from '../../../application/consultation/consultation.codecs';
import { appointmentPagePath } from '../../../application/consultation/consultation.paths';
import { GERMAN_STATES, isGermanState } from '../../../domain/calendar/public-holidays';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CONSULTATIONS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';

export type ConsultantJson = t.OutputOf<typeof ConsultantWire>;
export type AppointmentJson = t.OutputOf<typeof AppointmentWire>;
export type SlotsJson = t.OutputOf<typeof AvailableAppointmentsWire>;

/** The query parameters of the pages (German, as the visitor sees them in the address). */
export const TOPIC_PARAM = 'thema';
export const REGION_PARAM = 'bundesland';
export const WEEK_PARAM = 'ab';
export const BOOKING_FORM = 'beratung';

export interface Option {
  readonly value: string;
  readonly label: string;
}

export interface ConsultantsPageData {
  readonly consultants: readonly ConsultantJson[];
  readonly topics: readonly Option[];
  readonly regions: readonly Option[];
  readonly topic: string;
  readonly region: string;
}

const consultationsOf = (container: PageContainer) => resolveService(container, CONSULTATIONS);

/** Every topic any consultant advises on, once, in the order they are first named. */
const topicOptions = (consultants: readonly ConsultantJson[]): readonly Option[] => {
  const seen = new Map<string, string>();
  for (const consultant of consultants) for (const topic of consultant.topics) if (!seen.has(topic.slug)) seen.set(topic.slug, topic.name);
  return [...seen].map(([value, label]) => ({ value, label }));
};

export const REGION_OPTIONS: readonly Option[] = Object.entries(GERMAN_STATES).map(([value, label]) => ({ value, label }));

/** /service/beratung: the consultants, those fitting the chosen topic and state first. */
export const consultantsLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<ConsultantsPageData> => {
    const search = new URL(request.url).searchParams;
    const topic = search.get(TOPIC_PARAM) ?? '';
    // An unknown state in the address is ignored rather than refused: the list still helps.
    const region = isGermanState(search.get(REGION_PARAM) ?? '') ? (search.get(REGION_PARAM) ?? '') : '';
    const consultations = consultationsOf(container);
    const all = await runTask(consultations.consultants({}));
    const ranked = topic === '' && region === '' ? all : await runTask(consultations.consultants({ topic: topic || undefined, region: region || undefined }));
    return { consultants: ranked.map((consultant) => ConsultantWire.encode(consultant)), topics: topicOptions(all), regions: REGION_OPTIONS, topic, region };
  };

export interface ConsultantPageData {
  readonly consultant: ConsultantJson;
  readonly week: SlotsJson;
  readonly topic: string;
}

const consultantOf = async (container: PageContainer, slug: string | undefined) => {
  const [consultant] = await runTask(consultationsOf(container).consultants({ slug: slug ?? '' }));
  if (consultant === undefined) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: 'Diese Beraterin oder diesen Berater gibt es nicht.', status: 404 }, { status: 404 });
  }
  return consultant;
};

/** /service/beratung/{slug}: the consultant and the free slots of one week (`?ab=yyyy-mm-dd`). */
export const consultantLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<ConsultantPageData> => {
    const search = new URL(request.url).searchParams;
    const consultant = await consultantOf(container, params.slug);
    const week = search.get(WEEK_PARAM);
    const from = week === null ? undefined : decodeInput(PlainDateCodec, week);
    // A broken date in the address shows the current week instead of an error page.
    const start = from === undefined || E.isLeft(from) ? undefined : from.right;
    const slots = await runTask(consultationsOf(container).availableAppointments({ consultantId: consultant.consultantId, from: start, days: 7 }));
    return { consultant: ConsultantWire.encode(consultant), week: AvailableAppointmentsWire.encode(slots), topic: search.get(TOPIC_PARAM) ?? '' };
  };

const field = (values: Readonly<Record<string, string>>, name: string): string => values[name] ?? '';

/** The booking form's post: the appointment, or the form again with the German messages and what was typed. */
export const bookingAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(BOOKING_FORM, values);
    const consultant = await consultantOf(container, params.slug);
    const body = {
      consultantId: consultant.consultantId,
      ...Object.fromEntries(['start', 'salutation', 'firstname', 'lastname', 'email', 'phone', 'topic', 'channel', 'message'].map((name) => [name, field(values, name)])),
    };
    const decoded = decodeInput(BookAppointmentRequest, body);
    if (E.isLeft(decoded)) return formFailure(BOOKING_FORM, values, decoded.left);
    const booked = await consultationsOf(container).book(decoded.right)();
    if (E.isLeft(booked)) return formFailure(BOOKING_FORM, values, booked.left);
    return redirect(appointmentPagePath(booked.right.reference));
  };

/** /service/beratung/termin/{reference}: the booked appointment, for whoever holds the link. */
export const appointmentLoader =
  (container: PageContainer) =>
  async ({ params }: LoaderFunctionArgs): Promise<AppointmentJson> =>
    AppointmentWire.encode(await runTask(consultationsOf(container).appointment(params.reference ?? '')));
