import { token } from '../tokens';
import type { DownloadFiles } from './download-documents';
import type { Documents } from './documents.port';
import type { DocumentsRepository, OrderConfirmationRepository } from './documents.repository';
import type { PdfRenderer } from './pdf-renderer';

export const DOCUMENTS = token<Documents>('Documents');
export const DOCUMENTS_REPOSITORY = token<DocumentsRepository>('DocumentsRepository');
export const ORDER_CONFIRMATION_REPOSITORY = token<OrderConfirmationRepository>('OrderConfirmationRepository');
export const PDF_RENDERER = token<PdfRenderer>('PdfRenderer');
export const DOWNLOAD_FILES = token<DownloadFiles>('DownloadFiles');
