import { token } from '../tokens';
import type { PortalBookings } from './bookings.port';
import type { EventFileRepository, EventFileStore } from './event-files.repository';
import type { FeedbackRepository } from './feedback.repository';
import type { GremiumRepository } from './gremium.repository';
import type { LoginEmailChangeRepository } from './login-email-change.repository';
import type { EventFileDownloads, EventFiles, ForRequest, GremiumPortal, PortalDocuments, PortalEvents, PortalFeedback, PortalSettings } from './portal.port';
import type { ProfileRepository } from './profile.repository';
import type { ThemeCatalogue } from './theme-catalogue';

export const PORTAL_SETTINGS = token<ForRequest<PortalSettings>>('PortalSettings');
export const GREMIUM_PORTAL = token<ForRequest<GremiumPortal>>('GremiumPortal');
export const PORTAL_EVENTS = token<ForRequest<PortalEvents>>('PortalEvents');
export const EVENT_FILES = token<ForRequest<EventFiles & EventFileDownloads>>('EventFiles');
export const PORTAL_FEEDBACK = token<ForRequest<PortalFeedback>>('PortalFeedback');
export const PORTAL_DOCUMENTS = token<ForRequest<PortalDocuments>>('PortalDocuments');

export const PROFILE_REPOSITORY = token<ProfileRepository>('ProfileRepository');
export const GREMIUM_REPOSITORY = token<GremiumRepository>('GremiumRepository');
export const EVENT_FILE_REPOSITORY = token<EventFileRepository>('EventFileRepository');
export const EVENT_FILE_STORE = token<EventFileStore>('EventFileStore');
export const FEEDBACK_REPOSITORY = token<FeedbackRepository>('FeedbackRepository');
export const LOGIN_EMAIL_CHANGE_REPOSITORY = token<LoginEmailChangeRepository>('LoginEmailChangeRepository');
export const THEME_CATALOGUE = token<ThemeCatalogue>('ThemeCatalogue');
/** Bound to the orders module's implementation of the portal's bookings port. */
export const PORTAL_BOOKINGS = token<PortalBookings>('PortalBookings');
