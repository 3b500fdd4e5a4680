import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { EventFileWire } from '../../../../application/portal/event-files.codecs';
import { cartDateText, formatDate } from '../../../../domain/calendar/calendar';
import { invalid } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { CATALOGUE, VISITOR_EVENT_FILES } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { runTask } from '../../../routing/run-task';
import { asCaller } from '../portal.loaders';

/** An event's documents and photos in the portal: view, download, delete an own photo. */
export const eventFilesPath = (eventId: number): string => `/meinifb/seminar/${String(eventId)}/unterlagen`;
/** The page that asks before a photo goes: a GET page with a POST form, so no JavaScript is needed. */
export const photoDeletePath = (eventId: number, fileId: number): string => `${eventFilesPath(eventId)}/foto-loeschen/${String(fileId)}`;
const DONE_PARAM = 'erledigt';
export const DELETE_INTENT = 'foto-loeschen';

export interface FileRow {
  readonly fileId: number;
  readonly title: string;
  readonly fileName: string;
  /** '12 KB', '1,4 MB'. */
  readonly size: string;
  readonly addedOn: string;
  readonly downloadUrl: string;
  readonly isImage: boolean;
  readonly deletable: boolean;
}

export interface EventFilesData {
  readonly eventId: number;
  readonly title: string;
  readonly date: string;
  readonly documents: readonly FileRow[];
  readonly photos: readonly FileRow[];
  readonly deleted: boolean;
}

const sizeText = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat('de-DE').format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

export const fileRow = (file: EventFileWire): FileRow => ({
  fileId: file.fileId,
  title: file.title,
  fileName: file.fileName,
  size: sizeText(file.sizeBytes),
  addedOn: formatDate(file.createdAt),
  downloadUrl: file.downloadUrl,
  isImage: file.contentType.startsWith('image/'),
  deletable: file.deletable,
});

const eventIdOf = (value: string | undefined): number => {
  const id = value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
  if (id === 0) throw new Response('Diese Veranstaltung gibt es nicht.', { status: 404 });
  return id;
};

/**
 * The files of one event, for its participants and their Gremium (the server's rule:
 * domain/portal/event-file-access); anyone else gets its 403, a visitor the login and back.
 */
export const eventFilesLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<EventFilesData> => {
    const eventId = eventIdOf(params.id);
    const files = resolveService(container, VISITOR_EVENT_FILES);
    const documents = await asCaller(request, files.documents(eventId));
    const photos = await asCaller(request, files.photos(eventId));
    const event = await runTask(resolveService(container, CATALOGUE).consumerEvent({ eventId, relations: new Set(['theme'] as const) }));
    return {
      eventId,
      title: event.theme?.title ?? '',
      date: cartDateText(event.startDate, event.endDate),
      documents: documents.map(fileRow),
      photos: photos.map(fileRow),
      deleted: new URL(request.url).searchParams.has(DONE_PARAM),
    };
  };

/**
 * Deletes an own photo (the confirmation page's plain form post), then back to the page, which
 * confirms it. The service checks the owner again: a forged post for another's photo is a 403.
 */
export const eventFilesAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const eventId = eventIdOf(params.id);
    const { values, refused } = await readPageForm(request);
    const target = `foto-${values.fileId ?? ''}`;
    if (refused) return formRefused(target, values);
    const fileId = values.fileId !== undefined && /^\d{1,9}$/.test(values.fileId) ? Number(values.fileId) : undefined;
    if (values.intent !== DELETE_INTENT || fileId === undefined) return formFailure(target, values, invalid({ fileId: 'Bitte wählen Sie ein Foto aus der Liste.' }));
    const deleted = await resolveService(container, VISITOR_EVENT_FILES).deletePhoto(fileId)();
    if (E.isLeft(deleted) && deleted.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(eventFilesPath(eventId)));
    if (E.isLeft(deleted)) return formFailure(target, values, deleted.left);
    return redirect(`${eventFilesPath(eventId)}?${DONE_PARAM}=foto-geloescht`);
  };
