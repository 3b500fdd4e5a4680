import { token } from '../tokens';
import type { ChangeSeminar } from './change-seminar';
import type { ChangeSeminarPrices } from './change-seminar-prices';
import type { SeminarAdminService } from './seminar-admin.service';
import type { SeminarStore } from './seminar-store';

export const SEMINAR_DATE_STORE = Symbol('SeminarDateStore');
export const CHANGE_SEMINAR_DATES = Symbol('ChangeSeminarDates');
export const CATALOGUE_ADMIN = Symbol('CatalogueAdminService');
export const SEMINAR_STORE = token<SeminarStore>('SeminarStore');
export const CHANGE_SEMINAR = token<ChangeSeminar>('ChangeSeminar');
export const CHANGE_SEMINAR_PRICES = token<ChangeSeminarPrices>('ChangeSeminarPrices');
export const SEMINAR_ADMIN = token<SeminarAdminService>('SeminarAdminService');
export const CREATE_SEMINAR_DATE = Symbol('CreateSeminarDate');
export const CANCEL_BOOKABLE = Symbol('CancelBookable');
export const SEMINAR_DATE_DESK = Symbol('SeminarDateDeskService');
export const VENUE_DESK = Symbol('VenueDeskService');
export const CONFERENCE_DESK = Symbol('ConferenceDeskService');
