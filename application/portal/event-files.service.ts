import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { forbidden, notFound, type AppError } from '../../domain/errors/app-error';
import { mayDeleteEventFile, mayReadEventFiles, type FileCaller } from '../../domain/portal/event-file-access';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PortalBookings } from './bookings.port';
import { callerAccount } from './caller';
import type { DeletedFileWire, DownloadedFile, EventFileWire, EventFilesWire } from './event-files.codecs';
import type { EventFile, EventFileKind, EventFileRepository, EventFileStore } from './event-files.repository';
import { PORTAL_MESSAGES as M } from './messages';
import { PORTAL_PATHS, withId } from './portal.paths';
import type { EventFileDownloads, EventFiles, ForRequest } from './portal.port';

export interface EventFilesDependencies {
  readonly users: UserRepository;
  readonly catalogue: CatalogueRepository;
  readonly bookings: PortalBookings;
  readonly files: EventFileRepository;
  readonly store: EventFileStore;
}

type Outcome<A> = E.Either<AppError, A>;

const DOWNLOAD_PATH: Readonly<Record<EventFileKind, string>> = {
  photo: PORTAL_PATHS.downloadPhoto,
  document: PORTAL_PATHS.downloadDocument,
};

const fileWire = (caller: FileCaller) => (file: EventFile): EventFileWire => ({
  fileId: file.fileId,
  eventId: file.eventId,
  kind: file.kind,
  title: file.title,
  fileName: file.fileName,
  contentType: file.contentType,
  sizeBytes: file.sizeBytes,
  createdAt: file.createdAt,
  downloadUrl: withId(DOWNLOAD_PATH[file.kind], file.fileId),
  deletable: file.kind === 'photo' && mayDeleteEventFile(caller, file.uploadedBy),
});

const fileCaller = (account: Account): FileCaller => ({
  userId: account.userId,
  gremiumId: account.gremiumId,
  siteAdmin: hasRole(account, 'site-admin'),
});

/** Photos and documents of events in-process; one per request. */
export class EventFilesService implements ForRequest<EventFiles & EventFileDownloads> {
  constructor(private readonly deps: EventFilesDependencies) {}

  forRequest(context: RequestContext): EventFiles & EventFileDownloads {
    return new CallerFiles(this.deps, context);
  }
}

class CallerFiles implements EventFiles, EventFileDownloads {
  constructor(
    private readonly deps: EventFilesDependencies,
    private readonly context: RequestContext,
  ) {}

  photos(eventId: number): TE.TaskEither<AppError, EventFilesWire> {
    return this.list(eventId, 'photo');
  }

  documents(eventId: number): TE.TaskEither<AppError, EventFilesWire> {
    return this.list(eventId, 'document');
  }

  download(kind: EventFileKind, fileId: number): TE.TaskEither<AppError, DownloadedFile> {
    return this.asCaller(async (caller) => {
      const file = await this.deps.files.find(fileId);
      if (file?.kind !== kind) return E.left(notFound(M.unknownFile));
      if (!(await this.mayRead(caller, file.eventId))) return E.left(forbidden(M.filesForParticipants));
      const content = await this.deps.store.read(file.storageKey);
      return content === undefined
        ? E.left(notFound(M.unknownFile))
        : E.right({ fileName: file.fileName, contentType: file.contentType, content });
    });
  }

  deletePhoto(fileId: number): TE.TaskEither<AppError, DeletedFileWire> {
    return this.asCaller(async (caller) => {
      const file = await this.deps.files.find(fileId);
      if (file?.kind !== 'photo') return E.left(notFound(M.unknownFile));
      if (!mayDeleteEventFile(fileCaller(caller), file.uploadedBy)) return E.left(forbidden(M.deleteNotAllowed));
      // The row goes first: a file left behind by a failure is only disk space, never a broken link.
      if (!(await this.deps.files.remove(fileId))) return E.left(notFound(M.unknownFile));
      await this.deps.store.remove(file.storageKey);
      return E.right({ fileId, deleted: true as const });
    });
  }

  private list(eventId: number, kind: EventFileKind): TE.TaskEither<AppError, EventFilesWire> {
    return this.asCaller(async (caller) => {
      if ((await this.deps.catalogue.findEvent(eventId)) === undefined) return E.left(notFound(M.unknownEvent));
      if (!(await this.mayRead(caller, eventId))) return E.left(forbidden(M.filesForParticipants));
      return E.right((await this.deps.files.list(eventId, kind)).map(fileWire(fileCaller(caller))));
    });
  }

  private async mayRead(caller: Account, eventId: number): Promise<boolean> {
    const participantIds = await this.deps.bookings.participantsOf(eventId);
    const participants = await Promise.all(participantIds.map((userId) => this.deps.users.findById(userId)));
    return mayReadEventFiles(
      fileCaller(caller),
      participants.flatMap((account) => (account === undefined ? [] : [{ userId: account.userId, gremiumId: account.gremiumId }])),
    );
  }

  private asCaller<A>(work: (caller: Account) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return async () => {
      const account = await callerAccount(this.deps.users, this.context.session);
      return E.isLeft(account) ? account : work(account.right);
    };
  }
}
