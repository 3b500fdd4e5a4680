import { readConsent, writeConsent, type ConsentChoice, type ConsentStorage, type StoredConsent } from './consent-storage';
import { ValueCell, type Listenable } from '../state/page-state';

/** The visitor's consent on this page: the banner writes it, the tracking reads it. */
export class ConsentStore {
  private readonly state$: ValueCell<StoredConsent | null>;

  constructor(private readonly storage: ConsentStorage | null) {
    this.state$ = new ValueCell(readConsent(storage));
  }

  get changes(): Listenable<StoredConsent | null> {
    return this.state$;
  }

  get current(): StoredConsent | null {
    return this.state$.value;
  }

  /** The banner's or the settings' choice of every category. */
  decide(choice: ConsentChoice, decidedAt: string): void {
    const consent = { ...choice, decidedAt };
    writeConsent(this.storage, consent);
    this.state$.next(consent);
  }

  /**
   * A video's "Video laden": yes to "Externe Medien", the other categories as they were (no
   * marketing when nothing was decided yet). Remembered like the banner's choice.
   */
  allowExternalMedia(decidedAt: string): void {
    this.decide({ marketing: this.current?.marketing ?? false, externalMedia: true }, decidedAt);
  }
}
