/** The demo catalogue: generate it from (now, seed, scale), then seed a database with it. */
export { generateDemoData, FIRST_EVENT_ID } from './generate';
export type { DemoData, DemoDataOptions, DemoUser } from './generate';
export { DEMO_PASSWORD } from './people';
export { seedDemoData, seedIfEmpty } from './seed';
export type { HashPassword, SeedOptions } from './seed';
