import type { RouteObject } from 'react-router';
import { PARTICIPANT_PATHS } from '../../../../application/participants/participants.paths';
import type { PageContainer } from '../../../di/page-container';
import { withModules } from '../../../routing/page-chunks';
import { onFirstCall } from '../../../routing/on-first-call';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle: RouteHandle = {
  meta: () => ({ title: `Teilnehmerliste | ${SITE_NAME}`, description: 'Die Teilnehmenden eines Termins und ihre Teilnahme.', canonicalPath: PARTICIPANT_PATHS.list, noIndex: true }),
};

/** A date's participant list in the back office's frame (staff and site admins); the server's explicit routes render it. */
export const manageParticipantsRoutes = (container: PageContainer): RouteObject[] => [
      {
      path: PARTICIPANT_PATHS.list,
      loader: onFirstCall(async () => (await import('./participants.loader')).participantsLoader(container)),
      action: onFirstCall(async () => (await import('./participants.loader')).participantsAction(container)),
      lazy: async () => ({ Component: (await import('./ParticipantsPage')).ParticipantsPage }),
      handle: withModules(handle, 'ui/pages/manage/participants/ParticipantsPage.tsx'),
    },
];
