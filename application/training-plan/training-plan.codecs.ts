import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { objectBody } from '../codecs/object-body';
import { oneOf } from '../codecs/one-of.codec';
import { randomToken } from '../codecs/random-token.codec';
import { boundedArray, idFromString, positiveId, text } from '../portal/request.codecs';
import { MAX_PLAN_ENTRIES, PRIORITIES } from '../../domain/training-plan/training-plan-rules';

const PriorityCodec = oneOf(PRIORITIES, 'Priority');

/**
 * One entry as sent: a member and either a theme (its slug, the {theme} of /seminare/t/{theme})
 * or an event. Texts are only bounded here; their rules and messages are the domain's.
 */
export const PlanEntryRequest = t.exact(
  t.intersection([
    t.type({ memberName: text(1000) }),
    t.partial({
      themeSlug: text(200),
      eventId: positiveId('EventId', 'Bitte geben Sie einen gültigen Termin an.'),
      note: text(10_000),
      priority: text(20),
    }),
  ]),
);
export type PlanEntryRequest = t.TypeOf<typeof PlanEntryRequest>;

/** POST /schulungsplan/create and /schulungsplan/edit/{planId}: the whole plan (an edit replaces it). */
export const PlanRequest = objectBody(
  t.exact(t.type({ name: text(1000), entries: boundedArray(PlanEntryRequest, MAX_PLAN_ENTRIES) })),
  'PlanRequest',
);
export type PlanRequest = t.TypeOf<typeof PlanRequest>;

export const PlanIdParams = t.type({ planId: idFromString('PlanId', 'Bitte geben Sie eine gültige Nummer des Schulungsplans an.') });

/** The share token of a link. */
export const ShareTokenParams = t.type({ token: randomToken('ShareToken', 'Diesen Schulungsplan gibt es nicht.') });

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** An entry as answered, with the title of its theme or event so a plan reads without further calls. */
export const PlanEntryWire = t.type({
  memberName: t.string,
  themeSlug: Nullable(t.string),
  eventId: Nullable(t.number),
  title: t.string,
  /** The event's start, for an entry of an event. */
  startDate: Nullable(InstantCodec),
  note: t.string,
  priority: PriorityCodec,
});
export type PlanEntryWire = t.TypeOf<typeof PlanEntryWire>;

/** The owner's view: the plan with its share link. */
export const TrainingPlanWire = t.type({
  planId: t.number,
  name: t.string,
  shareUrl: t.string,
  createdAt: InstantCodec,
  updatedAt: InstantCodec,
  entries: t.array(PlanEntryWire),
});
export type TrainingPlanWire = t.TypeOf<typeof TrainingPlanWire>;

export const TrainingPlansWire = t.array(TrainingPlanWire);
export type TrainingPlansWire = t.TypeOf<typeof TrainingPlansWire>;

/** The shared view (/personalisierter-schulungsplan/{x}): the plan only, nothing about its owner. */
export const SharedTrainingPlanWire = t.type({ name: t.string, updatedAt: InstantCodec, entries: t.array(PlanEntryWire) });
export type SharedTrainingPlanWire = t.TypeOf<typeof SharedTrainingPlanWire>;

/** The admins' overview (/schulungsplan/admin): every plan with its owner. */
export const PlanOverviewWire = t.array(
  t.type({ planId: t.number, name: t.string, userId: t.number, ownerEmail: t.string, entryCount: t.number, updatedAt: InstantCodec }),
);
export type PlanOverviewWire = t.TypeOf<typeof PlanOverviewWire>;

export const DeletedPlanWire = t.type({ planId: t.number, deleted: t.literal(true) });
export type DeletedPlanWire = t.TypeOf<typeof DeletedPlanWire>;
