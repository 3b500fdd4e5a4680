/** All tables; one file per part of the product, so parallel work on different parts does not collide. */
export * from './accounts';
export * from './catalogue';
