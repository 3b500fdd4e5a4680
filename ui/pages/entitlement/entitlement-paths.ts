import type { Representation } from '../../../domain/paperwork/representation';

/** The bodies with a page of their own: /schulungsanspruch/{br|sbv|jav}. */
export const ENTITLEMENT_BODIES = ['br', 'sbv', 'jav'] as const;
export type EntitlementBody = (typeof ENTITLEMENT_BODIES)[number];

export const isEntitlementBody = (value: string | undefined): value is EntitlementBody => (ENTITLEMENT_BODIES as readonly string[]).includes(value ?? '');

export const entitlementPath = (body: EntitlementBody): string => `/schulungsanspruch/${body}`;

const BODY_OF: Readonly<Record<Representation, EntitlementBody>> = { BR: 'br', SBV: 'sbv', JAV: 'jav' };

/** The page of the body a seminar is for (domain/paperwork reads it from the target groups). */
export const entitlementPathFor = (representation: Representation): string => entitlementPath(BODY_OF[representation]);
