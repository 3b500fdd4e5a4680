import * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { CancelledBookable, ProviderChanges } from '../orders/provider-changes';
import type { Clock } from '../ports/clock';
import type { CatalogueChangeListener, CatalogueEditor } from './change-seminar-dates';

/** What is called off: a seminar date or a Fachtagung, both bookables of the one engine. */
export interface BookableToCancel {
  readonly bookableId: number;
  readonly action: 'catalogue.date.cancel' | 'catalogue.conference.cancel';
  /** How the audit log names it ("Termin 10001 (slug)", "Fachtagung 3 (url)"). */
  readonly subject: string;
}

/**
 * Calling off a bookable from the back office: the engine ends every booking, reservation and
 * waiting place without a fee, mails each person and writes the audit entry, in one transaction;
 * then the catalogue caches are cleared. The date's page and the Fachtagung's page both come here.
 */
export class CancelBookable {
  constructor(
    private readonly deps: {
      readonly engine: Pick<ProviderChanges, 'cancelBookable'>;
      readonly listener: CatalogueChangeListener;
      readonly clock: Clock;
    },
  ) {}

  async run(target: BookableToCancel, editor: CatalogueEditor): Promise<E.Either<AppError, CancelledBookable>> {
    const cancelled = await this.deps.engine.cancelBookable(target.bookableId, editor.actor.userId, (ended) => ({
      at: this.deps.clock.now(),
      action: target.action,
      actor: editor.actor,
      origin: editor.origin,
      via: editor.via,
      subject: target.subject,
      details: { participants: ended.participants, waitingEntries: ended.waitingEntries },
    }));
    if (E.isLeft(cancelled)) return cancelled;
    await this.deps.listener.catalogueChanged();
    return cancelled;
  }
}
