import type { Container } from 'inversify';
import { tracedPdfRenderer } from '../../observability/instrumented-ports';
import { CATALOGUE_REPOSITORY } from '../../../application/catalogue/catalogue.tokens';
import type { CatalogueRepository } from '../../../application/catalogue/catalogue.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { DOCUMENTS, DOCUMENTS_REPOSITORY, ORDER_CONFIRMATION_REPOSITORY, PDF_RENDERER } from '../../../application/documents/documents.tokens';
import { DocumentsService } from '../../../application/documents/documents.service';
import type { DocumentsRepository, OrderConfirmationRepository } from '../../../application/documents/documents.repository';
import type { PdfRenderer } from '../../../application/documents/pdf-renderer';
import { DrizzleDocumentsRepository } from '../../db/documents/documents-repository';
import { OutboxOrderConfirmationRepository } from '../../db/documents/order-confirmation-repository';
import { PdfkitRenderer } from '../../pdf/pdfkit-renderer';
import type { AppDatabase } from '../../db/database';

/** The cart's and catalogue's PDFs and the Kostenrechner (adapters/pdf renders them). */
export const bindDocuments = (container: Container, db: AppDatabase): void => {
  container.bind(PDF_RENDERER).toConstantValue(tracedPdfRenderer(new PdfkitRenderer()));
  container.bind(DOCUMENTS_REPOSITORY).toConstantValue(new DrizzleDocumentsRepository(db));
  container.bind(ORDER_CONFIRMATION_REPOSITORY).toConstantValue(new OutboxOrderConfirmationRepository(db));
  container
    .bind(DOCUMENTS)
    .toResolvedValue(
      (catalogue: CatalogueRepository, repository: DocumentsRepository, orders: OrderConfirmationRepository, renderer: PdfRenderer, clock: Clock) =>
        new DocumentsService(catalogue, repository, orders, renderer, clock),
      [CATALOGUE_REPOSITORY, DOCUMENTS_REPOSITORY, ORDER_CONFIRMATION_REPOSITORY, PDF_RENDERER, CLOCK],
    )
    .inSingletonScope();
};
