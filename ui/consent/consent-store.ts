import { BehaviorSubject, type Observable } from 'rxjs';
import { readConsent, writeConsent, type ConsentChoice, type ConsentStorage, type StoredConsent } from './consent-storage';

/** The visitor's consent on this page: the banner writes it, the tracking reads it. */
export class ConsentStore {
  private readonly state$: BehaviorSubject<StoredConsent | null>;

  constructor(private readonly storage: ConsentStorage | null) {
    this.state$ = new BehaviorSubject(readConsent(storage));
  }

  get changes(): Observable<StoredConsent | null> {
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
