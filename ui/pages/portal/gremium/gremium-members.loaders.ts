import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { GremiumMembersWire } from '../../../../application/portal/gremium.codecs';
import { formatDate, formatTime } from '../../../../domain/calendar/calendar';
import { invalid, type AppError } from '../../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_GREMIUM, VISITOR_PORTAL_SETTINGS } from '../../../di/ui.tokens';
import { formRefused, readPageForm } from '../../../forms/page-form-action';
import { fullName } from '../../../../domain/correspondence/person-name';
import { seatChangeProblem, type GremiumSeat } from '../../../../domain/portal/gremium-membership';
import { asCaller } from '../portal.loaders';
import { GREMIUM_MEMBERS_PATH } from '../portal.paths';
import { doneOf, donePath, gremiumFailure, idOf } from './gremium-form';

export type Role = 'member' | 'admin';

export interface MemberRow {
  readonly userId: number;
  readonly name: string;
  readonly email: string | null;
  readonly role: Role;
  readonly brFunctions: readonly string[];
  /** The role the card offers to switch to; null where the Gremium's rule refuses it (its last admin). */
  readonly offeredRole: Role | null;
  /** Whether the card offers the removal (the last admin cannot leave). */
  readonly removable: boolean;
}

export interface InvitationRow {
  readonly invitationId: number;
  readonly email: string;
  readonly role: Role;
  readonly invitedOn: string;
  /** dd.mm.yyyy, HH:MM (Berlin). */
  readonly validUntil: string;
}

export interface GremiumMembersData {
  readonly gremiumName: string;
  /** Only the Gremium's admins see the forms that change it. */
  readonly isAdmin: boolean;
  readonly members: readonly MemberRow[];
  readonly invitations: readonly InvitationRow[];
  readonly done: string | null;
}

/**
 * A member's card, offering only the changes the Gremium's rule allows (seatChangeProblem, the
 * same the server answers 409 with): the last admin gets neither "step down" nor "remove".
 */
const memberRow =
  (seats: readonly GremiumSeat[]) =>
  (member: GremiumMembersWire['members'][number]): MemberRow => {
    const other: Role = member.gremiumRole === 'admin' ? 'member' : 'admin';
    return {
      userId: member.userId,
      name: fullName(member),
      email: member.email ?? null,
      role: member.gremiumRole,
      brFunctions: member.brFunctions,
      offeredRole: seatChangeProblem(seats, member.userId, other) === undefined ? other : null,
      removable: seatChangeProblem(seats, member.userId, null) === undefined,
    };
  };

const invitationRow = (invitation: GremiumMembersWire['invitations'][number]): InvitationRow => ({
    invitationId: invitation.invitationId,
    email: invitation.email,
    role: invitation.role,
    invitedOn: formatDate(invitation.invitedAt),
  validUntil: `${formatDate(invitation.expiresAt)}, ${formatTime(invitation.expiresAt)} Uhr`,
});

/** Gremium-Mitglieder: everyone of the Gremium reads; its admins also get addresses, invitations and the forms. */
export const gremiumMembersLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<GremiumMembersData> => {
    const wire = await asCaller(request, resolveService(container, VISITOR_GREMIUM).members());
    const memberships = await asCaller(request, resolveService(container, VISITOR_PORTAL_SETTINGS).memberships());
    return {
      gremiumName: wire.gremium.name,
      isAdmin: memberships.memberships.some((membership) => membership.role === 'admin'),
      members: wire.members.map(memberRow(wire.members.map((member) => ({ userId: member.userId, role: member.gremiumRole })))),
      invitations: wire.invitations.map(invitationRow),
      done: doneOf(new URL(request.url).searchParams),
    };
  };

/** What the members page's forms ask for: each names its intent, the target is the form to answer at. */
type Intent = { readonly target: string; readonly done: string; readonly run: () => TE.TaskEither<AppError, unknown> };

const UNKNOWN_ACTION = 'Diese Aktion kennt die Seite nicht. Bitte laden Sie die Seite neu.';

const intentOf = (container: PageContainer, values: Readonly<Record<string, string>>): Intent | undefined => {
  const gremium = resolveService(container, VISITOR_GREMIUM);
  const userId = idOf(values.userId);
  const invitationId = idOf(values.invitationId);
  switch (values.intent) {
    case 'einladen':
      return {
        target: 'einladen',
        done: 'eingeladen',
        run: () => gremium.invite({ email: values.email ?? '', role: values.role === 'admin' ? 'admin' : 'member' }),
      };
    case 'rolle':
      return userId === undefined || (values.role !== 'admin' && values.role !== 'member')
        ? undefined
        : { target: `mitglied-${userId}`, done: values.role === 'admin' ? 'admin' : 'mitglied', run: () => gremium.changeRole(userId, { role: values.role as Role }) };
    case 'entfernen':
      return userId === undefined ? undefined : { target: `mitglied-${userId}`, done: 'entfernt', run: () => gremium.removeMember(userId) };
    case 'zuruecknehmen':
      return invitationId === undefined
        ? undefined
        : { target: `einladung-${invitationId}`, done: 'zurueckgenommen', run: () => gremium.withdrawInvitation(invitationId) };
    default:
      return undefined;
  }
};

/**
 * Every form of the members page posts here: invite, change a role, remove, withdraw an
 * invitation. The server's rules decide (only admins, never the last admin); a success
 * redirects to the page with what was done (POST-redirect-GET).
 */
export const gremiumMembersAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const intent = intentOf(container, values);
    if (intent === undefined) return gremiumFailure(GREMIUM_MEMBERS_PATH, 'seite', values, invalid({}, UNKNOWN_ACTION));
    if (refused) return formRefused(intent.target, values);
    const result = await intent.run()();
    if (E.isLeft(result)) return gremiumFailure(GREMIUM_MEMBERS_PATH, intent.target, values, result.left);
    return redirect(donePath(GREMIUM_MEMBERS_PATH, intent.done));
  };
