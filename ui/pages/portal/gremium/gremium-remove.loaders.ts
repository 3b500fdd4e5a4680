import { data, type LoaderFunctionArgs } from 'react-router';
import { PORTAL_MESSAGES } from '../../../../application/portal/messages';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_GREMIUM, VISITOR_PORTAL_SETTINGS } from '../../../di/ui.tokens';
import { fullName } from '../../../../domain/correspondence/person-name';
import { asCaller } from '../portal.loaders';
import { idOf } from './gremium-form';

/** The confirmation before an admin removes a member: a page of its own, so it works without JavaScript. */
export const gremiumRemovePath = (userId: number): string => `/meinifb/gremium-mitglieder/entfernen/${String(userId)}`;

const UNKNOWN_MEMBER = 'Diese Person gehört nicht zu Ihrem Gremium.';

export interface GremiumRemoveData {
  readonly gremiumName: string;
  readonly userId: number;
  readonly name: string;
}

const refuse = (message: string, status: number): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's error answer
  throw data({ message, status }, { status });
};

/**
 * Whom the admin is about to remove: a member of the caller's own Gremium (anyone else is a
 * 404); only the Gremium's admins get the page (403 for members), a visitor goes to the login.
 */
export const gremiumRemoveLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<GremiumRemoveData> => {
    const userId = idOf(params.id) ?? refuse(UNKNOWN_MEMBER, 404);
    const wire = await asCaller(request, resolveService(container, VISITOR_GREMIUM).members());
    const memberships = await asCaller(request, resolveService(container, VISITOR_PORTAL_SETTINGS).memberships());
    if (!memberships.memberships.some((membership) => membership.role === 'admin')) refuse(PORTAL_MESSAGES.gremiumAdminsOnly, 403);
    const member = wire.members.find((candidate) => candidate.userId === userId) ?? refuse(UNKNOWN_MEMBER, 404);
    return {
      gremiumName: wire.gremium.name,
      userId,
      name: fullName(member),
    };
  };
