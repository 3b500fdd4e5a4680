import { data, type LoaderFunctionArgs } from 'react-router';
import { PORTAL_MESSAGES } from '../../../../application/portal/messages';
import { cartDateText } from '../../../../domain/calendar/calendar';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { CATALOGUE, VISITOR_EVENT_FILES } from '../../../di/ui.tokens';
import { runTask } from '../../../routing/run-task';
import { asCaller } from '../portal.loaders';
import { fileRow, type FileRow } from './event-files.loaders';

const UNKNOWN_PHOTO = 'Dieses Foto gibt es nicht.';

export interface PhotoDeleteData {
  readonly eventId: number;
  readonly eventTitle: string;
  readonly date: string;
  readonly photo: FileRow;
}

const refuse = (message: string, status: number): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's error answer
  throw data({ message, status }, { status });
};

const idOf = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/**
 * The photo about to be deleted: one of this event's photos the caller may read (the server's
 * rule), and only one they may delete (their own; a site admin any) — someone else's is a 403,
 * as the delete itself would answer; a visitor goes to the login and back.
 */
export const photoDeleteLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<PhotoDeleteData> => {
    const eventId = idOf(params.id) ?? refuse(UNKNOWN_PHOTO, 404);
    const fileId = idOf(params.fileId) ?? refuse(UNKNOWN_PHOTO, 404);
    const photos = await asCaller(request, resolveService(container, VISITOR_EVENT_FILES).photos(eventId));
    const photo = photos.find((candidate) => candidate.fileId === fileId) ?? refuse(UNKNOWN_PHOTO, 404);
    if (!photo.deletable) refuse(PORTAL_MESSAGES.deleteNotAllowed, 403);
    const event = await runTask(resolveService(container, CATALOGUE).consumerEvent({ eventId, relations: new Set(['theme'] as const) }));
    return { eventId, eventTitle: event.theme?.title ?? '', date: cartDateText(event.startDate, event.endDate), photo: fileRow(photo) };
  };
