/** All tables; one file per part of the product, so parallel work on different parts does not collide. */
export * from './accounts';
export * from './bookables';
export * from './catalogue';
export * from './outbox';
export * from './content';
export * from './conferences';
export * from './documents';
export * from './cart';
export * from './admin';
export * from './portal';
export * from './training-plans';
export * from './settings';
export * from './consultation';
export * from './werbemittel';
export * from './audit';
export * from './scheduled-jobs';
export * from './invoices';
