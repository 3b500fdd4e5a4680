export const SEMINAR_DATE_STORE = Symbol('SeminarDateStore');
export const CHANGE_SEMINAR_DATES = Symbol('ChangeSeminarDates');
export const CATALOGUE_ADMIN = Symbol('CatalogueAdminService');
export const CREATE_SEMINAR_DATE = Symbol('CreateSeminarDate');
export const SEMINAR_DATE_DESK = Symbol('SeminarDateDeskService');
export const VENUE_DESK = Symbol('VenueDeskService');
export const CONFERENCE_DESK = Symbol('ConferenceDeskService');
