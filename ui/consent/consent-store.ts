import { BehaviorSubject, type Observable } from 'rxjs';
import { readConsent, writeConsent, type ConsentStorage, type StoredConsent } from './consent-storage';

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

  decide(marketing: boolean, decidedAt: string): void {
    const consent = { marketing, decidedAt };
    writeConsent(this.storage, consent);
    this.state$.next(consent);
  }
}
