import type { OvernightOption } from '../../domain/cost-calculator/cost-calculation';

/**
 * The Kostenrechner's paths (spec §2), shared by the server's routes, the HTTP proxy and the
 * pages that link to them. The same path is the page for a browser and the JSON for a call.
 */
export const COST_CALCULATOR_PATHS = {
  calculation: '/seminare/warenkorb/kostenrechner/:eventId',
  pdf: '/seminare/warenkorb/pdf-kostenrechner/:eventId',
} as const;

/** The Kostenrechner's own query: ?participants=n&overnight=with|without. */
export interface CostCalculatorChoice {
  readonly participants: number;
  readonly overnight: OvernightOption;
}

const withChoice = (path: string, choice: CostCalculatorChoice | undefined): string =>
  choice === undefined ? path : `${path}?participants=${String(choice.participants)}&overnight=${choice.overnight}`;

/** /seminare/warenkorb/kostenrechner/{eventId}, with the choice when given. */
export const costCalculatorPath = (eventId: number, choice?: CostCalculatorChoice): string =>
  withChoice(`/seminare/warenkorb/kostenrechner/${String(eventId)}`, choice);

/** /seminare/warenkorb/pdf-kostenrechner/{eventId}: the same calculation as a PDF for the employer. */
export const costCalculatorPdfPath = (eventId: number, choice?: CostCalculatorChoice): string =>
  withChoice(`/seminare/warenkorb/pdf-kostenrechner/${String(eventId)}`, choice);
