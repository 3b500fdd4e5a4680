/**
 * npm run bench:catalog-import [-- --rows N]: imports N new seminar dates (10 000 by default)
 * from a CSV file, then changes every one of them by importing an edited export, through the
 * back office's one use case (ChangeSeminarDates over the Drizzle store): rows per second, and
 * the peak resident memory of the process sampled every 20 ms. On PostgreSQL when
 * TEST_DATABASE_URL is set (a database of its own, dropped after), else on PGlite in memory.
 * Goal: ≥ 2 000 rows/s on PostgreSQL, with memory flat in the number of rows (streamed).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { csvText } from '../application/admin/exports/export-format';
import { catalogueRows, spreadsheetText } from '../application/catalogue-admin/catalogue-csv-reader';
import { catalogueCsvColumns, catalogueDateRecord } from '../application/catalogue-admin/catalogue-row';
import { ChangeSeminarDates } from '../application/catalogue-admin/change-seminar-dates';
import { DrizzleSeminarDateStore } from '../adapters/db/catalogue-admin/seminar-date-store';
import { generateDemoData } from '../adapters/db/demo-data/generate';
import { seedDemoData } from '../adapters/db/demo-data/seed';
import { testDatabaseEngines } from '../adapters/db/testing/test-databases';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) {
  console.error('Usage: npm run bench:catalog-import -- [--rows N]');
  process.exit(2);
}

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const editor = { actor: { userId: 10, email: 'kundenservice@example.org' }, origin: 'bench', via: 'cli' as const };

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const engine = testDatabaseEngines().at(-1);
if (engine === undefined) throw new Error('no database engine');
const database = await engine.open();
const work = await mkdtemp(join(tmpdir(), 'bench-catalog-'));
try {
  const data = generateDemoData({ now: NOW, seed: 7, scale: 1 });
  await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
  const store = new DrizzleSeminarDateStore(database.db);
  const changes = new ChangeSeminarDates(store, { now: () => NOW }, { catalogueChanged: () => Promise.resolve() });
  const themes = data.themes.map((theme) => theme.slug);

  const newDates = join(work, 'neu.csv');
  const lines = ['themeSlug,kind,startDate,endDate,hotelId,capacity,price,priceParticipantTwo'];
  for (let index = 0; index < rows; index += 1) {
    const day = Temporal.PlainDate.from('2027-01-04').add({ days: index % 700 });
    lines.push(`${themes[index % themes.length] ?? ''},online,${day.toString()} 09:00,${day.toString()} 16:00,,${String(10 + (index % 20))},"${String(500 + (index % 900))},00",`);
  }
  await writeFile(newDates, `${lines.join('\r\n')}\r\n`);

  const run = async (label: string, file: string): Promise<void> => {
    peak = process.memoryUsage().rss;
    const baseline = peak;
    const started = performance.now();
    const result = await changes.run(catalogueRows(spreadsheetText(createReadStream(file, { highWaterMark: 64 * 1024 }))), editor, { dryRun: false });
    const seconds = (performance.now() - started) / 1000;
    if (E.isLeft(result)) throw new Error(`${label}: ${result.left.message} ${JSON.stringify(result.left).slice(0, 400)}`);
    const done = result.right.created + result.right.updated + result.right.unchanged;
    console.info(
      `${label} (${engine.name}): ${done.toLocaleString('de-DE')} Zeilen (${String(result.right.created)} neu, ${String(result.right.updated)} geändert) in ${seconds.toFixed(1)} s = ${Math.round(done / seconds).toLocaleString('de-DE')} Zeilen/s; RSS ${mb(baseline)} vorher, Spitze ${mb(peak)} (+${mb(peak - baseline)})`,
    );
  };
  await run('Neue Termine', newDates);

  // Every date of the catalogue changed: the export with one more seat each, imported back.
  const edited = join(work, 'geaendert.csv');
  let text = '';
  const records = (async function* () {
    for await (const stored of store.allDates()) yield { ...catalogueDateRecord(stored), capacity: catalogueDateRecord(stored).capacity + 1 };
  })();
  for await (const piece of csvText(records, catalogueCsvColumns(true), { excel: true })) text += piece;
  await writeFile(edited, text);
  await run('Alle Termine geändert (Excel-CSV)', edited);
} finally {
  clearInterval(sampler);
  await database.close();
  await rm(work, { recursive: true, force: true });
}
