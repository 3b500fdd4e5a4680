import type * as TE from 'fp-ts/TaskEither';
import { CostCalculationWire } from '../../application/documents/documents.codecs';
import { costCalculatorPath } from '../../application/documents/documents.paths';
import type { CostCalculationRequest, CostCalculator } from '../../application/documents/documents.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/**
 * The Kostenrechner's calculation over HTTP, for the browser and the CLI. The transport asks
 * for JSON (Accept: application/json), so the page's own path answers the calculation.
 */
export class CostCalculatorProxy implements CostCalculator {
  constructor(private readonly transport: HttpTransport) {}

  costCalculation({ eventId, participants, overnight }: CostCalculationRequest): TE.TaskEither<AppError, CostCalculationWire> {
    return callApi(this.transport, CostCalculationWire)({ path: costCalculatorPath(eventId), query: { participants, overnight } });
  }
}
