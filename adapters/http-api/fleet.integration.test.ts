import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatsTakenBy } from '../db/cart/seats';
import { leaveConferenceSeats, upcomingConference } from '../db/conference/conference-fixtures.testing';
import { setCapacity, upcomingEvents } from '../db/cart/cart-fixtures.testing';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../db/demo-data/people';
import { fillGuestCart, GuestBrowser, placeGuestOrder } from './testing/guest-browser';

/**
 * Two real server processes on one PostgreSQL (TEST_DATABASE_URL): what a fleet behind a balancer
 * needs to hold. The production build (dist/node/server.js) when it is there (starts faster),
 * else the sources through tsx.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl === undefined) console.warn('fleet integration test skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it.');

// Overridable so that several checkouts of the repository can run this test side by side.
const PORT_A = Number(process.env.FLEET_TEST_PORT_A ?? 3481);
const PORT_B = Number(process.env.FLEET_TEST_PORT_B ?? 3482);
const SECRET = randomBytes(24).toString('hex');

const at = (port: number): string => `http://127.0.0.1:${String(port)}`;

/** A session, the date in the cart, one participant (Buchung), the invoice address: on the instance given. */
const fillCart = async (visitor: GuestBrowser, port: number, eventId: number, index: number): Promise<void> => {
  const order = { firstname: 'Flora', lastname: `Fleet${String(index)}`, email: `flora.fleet${String(index)}@example.org`, company: 'Flotte GmbH' };
  const answer = await fillGuestCart(visitor.on(at(port)), eventId, order);
  if (answer.status !== 200) throw new Error(`filling the cart answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
};

const checkout = (visitor: GuestBrowser, port: number) => placeGuestOrder(visitor.on(at(port)));

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => { resolve(); }));

const startServer = async (port: number, url: string, mailDir: string): Promise<ChildProcess> => {
  const built = existsSync('dist/node/server.js');
  const child = spawn(process.execPath, built ? ['dist/node/server.js'] : ['--import', 'tsx', 'adapters/http-api/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'error',
      MAIL_PICKUP_DIR: mailDir,
      MAIL_POLL_MS: '200',
      MAIL_LEASE_SECONDS: '2',
      // As behind the fleet's balancer: the buyers' own addresses arrive in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${String(port)} stopped at start`);
    const status = await fetch(`http://127.0.0.1:${String(port)}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${String(port)} not ready`);
};

const run = promisify(execFile);

/** The operator CLI (`ifb`, the real program) with its own config folder, so its saved logins stay in the test. */
const ifb = async (configHome: string, port: number, args: string[], stdin?: string): Promise<unknown> => {
  const child = run(process.execPath, ['cli/ifb.mjs', '--json', '--base-url', `http://127.0.0.1:${String(port)}`, ...args], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome, IFB_TOKEN: '' },
  });
  if (stdin !== undefined) child.child.stdin?.end(stdin);
  const { stdout } = await child;
  return JSON.parse(stdout) as unknown;
};

/** The entries summed over all caches of one instance, as `ifb cache list` reports them. */
const cachedEntries = async (configHome: string, port: number): Promise<number> => {
  const list = (await ifb(configHome, port, ['cache', 'list'])) as { caches: { entries: number }[] };
  return list.caches.reduce((sum, entry) => sum + entry.entries, 0);
};

/** The first row's `n` of a count query. */
const countOf = async (database: Database, query: ReturnType<typeof sql>): Promise<number> => {
  const result: unknown = await database.db.execute(query);
  const rows = typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as { n: number }[]) : [];
  return rows[0]?.n ?? 0;
};

/** Waits until the outbox has no unsent row (the instances poll it every 200 ms). */
const outboxDrained = async (database: Database): Promise<void> => {
  for (let round = 0; round < 100; round += 1) {
    if ((await countOf(database, sql`select count(*)::int as n from outbox where sent_at is null and attempts < 5`)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the outbox was not sent within 10 s');
};

/** Every order has its participants; every booked seat belongs to an order. */
const consistent = (database: Database): Promise<number> =>
  countOf(database, sql`select count(*)::int as n from orders o where not exists (select 1 from order_participants p where p.order_id = o.order_id)`);

describe.skipIf(adminUrl === undefined)('two instances on one PostgreSQL', () => {
  const name = `fleet_${randomBytes(5).toString('hex')}`;
  let url: string;
  let mailDir: string;
  let a: ChildProcess;
  let b: ChildProcess;
  let database: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    mailDir = await mkdtemp(join(tmpdir(), 'fleet-mail-'));
    // A alone first: it migrates and seeds the empty database.
    a = await startServer(PORT_A, url, mailDir);
    b = await startServer(PORT_B, url, mailDir);
    database = await openDatabase({ kind: 'postgres', url });
  }, 120_000);

  afterAll(async () => {
    for (const child of [a, b]) child.kill('SIGTERM');
    await Promise.all([a, b].map(exited));
    await database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(mailDir, { recursive: true, force: true });
  }, 60_000);

  it('continues a cart started on A and checks it out on B', async () => {
    const [event] = await upcomingEvents(database.db, 3, { afterDays: 30, isOnline: false });
    const visitor = new GuestBrowser();
    await fillCart(visitor, PORT_A, event?.eventId ?? 0, 0);
    const answer = await checkout(visitor, PORT_B);
    expect(answer.status).toBe(200);
  });

  it('keeps a login made on A on B, and a logout on B ends it on A', async () => {
    const visitor = new GuestBrowser();
    await visitor.on(at(PORT_A)).ok('GET', '/kundenportal/get-token');
    await visitor.on(at(PORT_A)).ok('POST', '/kundenportal/local-login', { email: 'jonas.weber@example.org', password: DEMO_PASSWORD });
    expect(await visitor.on(at(PORT_B)).ok('GET', '/kundenportal/get-user')).toMatchObject({ user: { firstname: 'Jonas' } });
    await visitor.on(at(PORT_B)).ok('POST', '/kundenportal/logout', {});
    expect(await visitor.on(at(PORT_A)).ok('GET', '/kundenportal/get-user')).toEqual({ user: null });
  });

  it('ends every session of an account deleted on B, on A too, and its login fails on both', async () => {
    const email = 'tobias.krause@example.org';
    const onA = new GuestBrowser();
    const onB = new GuestBrowser();
    for (const [browser, port] of [[onA, PORT_A], [onB, PORT_B]] as const) {
      await browser.on(at(port)).ok('GET', '/kundenportal/get-token');
      await browser.on(at(port)).ok('POST', '/kundenportal/local-login', { email, password: DEMO_PASSWORD });
    }
    await onB.on(at(PORT_B)).ok('POST', '/api-meinifb/konto-loeschen', { password: DEMO_PASSWORD });
    expect(await onA.on(at(PORT_A)).ok('GET', '/kundenportal/get-user')).toEqual({ user: null });
    expect(await onA.on(at(PORT_B)).ok('GET', '/kundenportal/get-user')).toEqual({ user: null });
    for (const port of [PORT_A, PORT_B]) {
      const again = new GuestBrowser();
      await again.on(at(port)).ok('GET', '/kundenportal/get-token');
      expect((await again.on(at(port)).call('POST', '/kundenportal/local-login', { email, password: DEMO_PASSWORD })).status).toBeGreaterThanOrEqual(400);
    }
  });

  it('empties the caches of B within 1 s when `ifb cache clear --all` is sent to A', async () => {
    const configHome = await mkdtemp(join(tmpdir(), 'fleet-cli-'));
    try {
      for (const port of [PORT_A, PORT_B]) await ifb(configHome, port, ['login', '-e', 'admin@example.org', '--password-stdin'], `${DEMO_PASSWORD}\n`);
      for (const path of ['/api/events', '/api/get-rubrics']) expect((await fetch(`http://127.0.0.1:${String(PORT_B)}${path}`)).status).toBe(200);
      expect(await cachedEntries(configHome, PORT_B)).toBeGreaterThan(0);
      expect(await ifb(configHome, PORT_A, ['cache', 'clear', '--all'])).toMatchObject({ broadcast: true });
      const clearedAt = Date.now();
      // The listing itself takes a CLI start; B counts as cleared once a listing begun within 1 s shows nothing.
      let emptyWithin: number | undefined;
      while (emptyWithin === undefined && Date.now() - clearedAt < 1000) {
        const askedAt = Date.now() - clearedAt;
        if ((await cachedEntries(configHome, PORT_B)) === 0) emptyWithin = askedAt;
      }
      console.log(`fleet: a listing of B begun ${String(emptyWithin)} ms after \`ifb cache clear --all\` on A returned (answered after ${String(Date.now() - clearedAt)} ms) showed no entries`);
      expect(emptyWithin).toBeDefined();
    } finally {
      await rm(configHome, { recursive: true, force: true });
    }
  }, 60_000);

  it('books exactly 10 of 10 seats for 100 buyers checking out at once over both instances, and mails each order once', async () => {
    const [, event] = await upcomingEvents(database.db, 3, { afterDays: 30, isOnline: false });
    const eventId = event?.eventId ?? 0;
    const bookedBefore = () => countOf(database, sql`select count(*)::int as n from order_participants where event_id = ${eventId} and status = 'booked'`);
    const before = await bookedBefore();
    const taken = (await seatsTakenBy(database.db, [eventId])).get(eventId) ?? 0;
    await setCapacity(database.db, eventId, taken + 10);
    const crowd = Array.from({ length: 100 }, () => new GuestBrowser());
    for (let start = 0; start < crowd.length; start += 20) {
      await Promise.all(crowd.slice(start, start + 20).map((visitor, offset) => fillCart(visitor, offset % 2 === 0 ? PORT_A : PORT_B, eventId, start + offset)));
    }
    const answers = await Promise.all(crowd.map((visitor, index) => checkout(visitor, index % 2 === 0 ? PORT_B : PORT_A)));
    // Every buyer gets an order (the late ones onto the waiting list); a refusal is shown with its answer.
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${String(answer.status)} ${JSON.stringify(answer.body)}`)).toEqual([]);
    expect((await seatsTakenBy(database.db, [eventId])).get(eventId)).toBe(taken + 10);
    expect((await bookedBefore()) - before).toBe(10);
    await outboxDrained(database);
    const sent = await countOf(database, sql`select coalesce(sum(greatest(parts_sent, 1)), 0)::int as n from outbox where sent_at is not null`);
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    expect(new Set(files).size).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(sent);
    expect(await consistent(database)).toBe(0);
  }, 60_000);

  it('books exactly 10 of 10 seats of a Fachtagung for 100 buyers booking at once over both instances', async () => {
    const conference = await upcomingConference(database.db, Temporal.Now.instant());
    await leaveConferenceSeats(database.db, conference, 10);
    const bookedBefore = () => countOf(database, sql`select count(*)::int as n from order_participants where event_id = ${conference.bookableId} and status = 'booked'`);
    const before = await bookedBefore();
    const crowd = Array.from({ length: 100 }, () => new GuestBrowser());
    await Promise.all(crowd.map((visitor, index) => visitor.on(at(index % 2 === 0 ? PORT_A : PORT_B)).call('GET', '/kundenportal/get-token')));
    const answers = await Promise.all(
      crowd.map((visitor, index) =>
        visitor.on(at(index % 2 === 0 ? PORT_B : PORT_A)).call(
          'POST',
          `/api/fachtagung/${conference.url}/buchung`,
          {
            acceptTerms: true,
            contact: { salutation: 'Frau', firstname: 'Flora', lastname: `Fleet${String(index)}`, email: `flora.tagung${String(index)}@example.org`, company: 'Flotte GmbH' },
            participants: [{ salutation: 'Frau', firstname: 'Flora', lastname: `Fleet${String(index)}`, email: `flora.tagung${String(index)}@example.org`, function: '' }],
          },
          // A hundred offices, each behind its own address: the per-address limit of the form is not what is tested.
          { 'idempotency-key': randomUUID(), 'x-forwarded-for': `198.51.100.${String(index)}` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => `${String(answer.status)} ${JSON.stringify(answer.body)}`)).toEqual([]);
    expect((await bookedBefore()) - before).toBe(10);
    const positions = answers.flatMap((answer) => ((answer.body as { position?: number }).position === undefined ? [] : [(answer.body as { position: number }).position]));
    expect([...positions].sort((x, y) => x - y)).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
    expect(await consistent(database)).toBe(0);
  }, 60_000);

  it('leaves no partial order when A is killed mid-load, and B keeps serving', async () => {
    const [, , event] = await upcomingEvents(database.db, 3, { afterDays: 30, isOnline: false });
    const eventId = event?.eventId ?? 0;
    const crowd = Array.from({ length: 40 }, () => new GuestBrowser());
    await Promise.all(crowd.map((visitor, index) => fillCart(visitor, index % 2 === 0 ? PORT_A : PORT_B, eventId, 1000 + index)));
    const answers = Promise.all(
      crowd.map((visitor, index) =>
        checkout(visitor, index % 2 === 0 ? PORT_A : PORT_B).then(
          (answer) => ({ index, status: answer.status, body: answer.body }),
          () => ({ index, status: 0, body: undefined }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    a.kill('SIGKILL');
    const results = await answers;
    expect(results.filter((result) => result.index % 2 === 1 && result.status !== 200)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${String(PORT_B)}/readyz`)).status).toBe(200);
    expect(await consistent(database)).toBe(0);
    // Every order answered 200 is there.
    for (const result of results.filter((each) => each.status === 200)) {
      const number = (result.body as { orderNumber?: string }).orderNumber;
      if (number === undefined) continue;
      expect(await countOf(database, sql`select count(*)::int as n from orders where order_number = ${number}`)).toBe(1);
    }
    a = await startServer(PORT_A, url, mailDir);
  }, 90_000);
  it('keeps orders, seats and mails whole when the server is SIGKILLed under 50 buyers checking out in a loop (issue 14)', async () => {
    const events = await upcomingEvents(database.db, 4, { afterDays: 30, isOnline: false });
    const eventId = events[3]?.eventId ?? 0;
    // Enough seats that no buyer is refused: the test is about the kill, not about the last seat.
    await setCapacity(database.db, eventId, ((await seatsTakenBy(database.db, [eventId])).get(eventId) ?? 0) + 10_000);
    const outboxBefore = await countOf(database, sql`select coalesce(max(id), 0)::int as n from outbox`);
    let killed = false;
    const answered: string[] = [];
    const buyer = async (index: number): Promise<void> => {
      for (let round = 0; !killed; round += 1) {
        const visitor = new GuestBrowser();
        try {
          await fillCart(visitor, PORT_A, eventId, 5000 + index * 1000 + round);
          const answer = await checkout(visitor, PORT_A);
          const number = (answer.body as { orderNumber?: string }).orderNumber;
          if (answer.status === 200 && number !== undefined) answered.push(number);
        } catch {
          return; // the server is gone: this buyer's loop ends
        }
      }
    };
    const buyers = Promise.all(Array.from({ length: 50 }, (_, index) => buyer(index)));
    // Kill once orders are coming in, so that some checkouts are cut off half way.
    while (answered.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    a.kill('SIGKILL');
    await exited(a);
    await buyers;
    a = await startServer(PORT_A, url, mailDir);
    await outboxDrained(database);

    const found = await countOf(database, sql`select count(*)::int as n from orders where order_number in ${answered}`);
    const orphanSeats = await countOf(
      database,
      sql`select count(*)::int as n from order_participants p where p.event_id = ${eventId} and not exists (select 1 from orders o where o.order_id = p.order_id)`,
    );
    const result: unknown = await database.db.execute(
      sql`select id, greatest(parts_sent, 1)::int as parts, sent_at is not null as sent from outbox where id > ${outboxBefore}`,
    );
    const rows = typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as { id: string | number; parts: number; sent: boolean }[]) : [];
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    const filesOfRow = (id: string | number) => files.filter((file) => file.includes(`-${String(id).padStart(12, '0')}-`)).length;
    const mails = rows.reduce((sum, row) => sum + filesOfRow(row.id), 0);
    console.log(
      `crash: ${String(answered.length)} orders answered 200 before SIGKILL, ${String(found)} found after restart; ` +
        `${String(rows.length)} outbox rows, ${String(mails)} mails in the pickup folder for them`,
    );
    expect(found).toBe(answered.length);
    expect(await consistent(database)).toBe(0);
    expect(orphanSeats).toBe(0);
    expect(rows.filter((row) => !row.sent)).toEqual([]);
    // Each row's mails are in the folder once per part: none lost, none sent twice under another key.
    expect(rows.filter((row) => filesOfRow(row.id) !== row.parts)).toEqual([]);
  }, 60_000);
});
