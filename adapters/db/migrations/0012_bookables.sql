-- Seminar dates and Fachtagungen become two kinds of one bookable: orders, participants and the
-- waiting list refer to bookables, and the Fachtagung bookings move into the orders (numbers kept).
CREATE TABLE "bookables" (
	"bookable_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "bookables" ("bookable_id", "kind") SELECT "event_id", 'seminar' FROM "events";
--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "bookable_id" integer;
--> statement-breakpoint
-- A Fachtagung gets the next ids after every seminar date's, in the order of its conference id.
UPDATE "conferences" AS c SET "bookable_id" = numbered.bookable_id
FROM (
	SELECT "conference_id", (SELECT coalesce(max("bookable_id"), 0) FROM "bookables") + row_number() OVER (ORDER BY "conference_id") AS bookable_id
	FROM "conferences"
) AS numbered
WHERE numbered.conference_id = c.conference_id;
--> statement-breakpoint
INSERT INTO "bookables" ("bookable_id", "kind") SELECT "bookable_id", 'fachtagung' FROM "conferences";
--> statement-breakpoint
ALTER TABLE "conferences" ALTER COLUMN "bookable_id" SET NOT NULL;
--> statement-breakpoint
-- Participants and waiting lists refer to bookables from here on, so they may name a Fachtagung.
ALTER TABLE "order_participants" DROP CONSTRAINT "order_participants_event_id_events_event_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_event_id_events_event_id_fk";
--> statement-breakpoint
ALTER TABLE "order_participants" ADD CONSTRAINT "order_participants_event_id_bookables_bookable_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."bookables"("bookable_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_bookables_bookable_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."bookables"("bookable_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "orders" (
	"order_number", "channel", "session_id", "user_id", "gremium_id",
	"customer_salutation", "customer_firstname", "customer_lastname", "customer_email", "company",
	"total", "group_discount", "ordered_at", "idempotency_scope", "idempotency_key", "request_fingerprint", "result"
)
SELECT b."order_number", 'fachtagung',
	CASE WHEN b."idempotency_scope" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN b."idempotency_scope"::uuid END,
	b."user_id", (SELECT u."gremium_id" FROM "users" u WHERE u."user_id" = b."user_id"),
	b."salutation", b."firstname", b."lastname", b."email", nullif(b."company", ''),
	b."total", b."group_discount", b."created_at", b."idempotency_scope", b."idempotency_key", b."fingerprint", b."result"
FROM "conference_bookings" b
ORDER BY b."booking_id";
--> statement-breakpoint
INSERT INTO "order_participants" (
	"order_id", "event_id", "position", "salutation", "firstname", "lastname", "email", "function",
	"booking_type", "hotel_over_night_option", "seats", "price", "status", "status_changed_at"
)
SELECT o."order_id", c."bookable_id", p."position", p."salutation", p."firstname", p."lastname", p."email", p."function",
	'Buchung', '', 1, p."price", b."status", b."created_at"
FROM "conference_participants" p
JOIN "conference_bookings" b ON b."booking_id" = p."booking_id"
JOIN "conferences" c ON c."conference_id" = b."conference_id"
JOIN "orders" o ON o."order_number" = b."order_number"
ORDER BY b."booking_id", p."position";
--> statement-breakpoint
-- A waiting Fachtagung booking waited as a whole; each of its participants now waits in its place, in booking order.
INSERT INTO "waitlist_entries" (
	"entry_id", "event_id", "seats", "salutation", "firstname", "lastname", "email", "company", "user_id", "participant_id", "status", "created_at"
)
SELECT gen_random_uuid(), op."event_id", 1, op."salutation", op."firstname", op."lastname", op."email", o."company", o."user_id", op."participant_id", 'waiting', o."ordered_at"
FROM "order_participants" op
JOIN "orders" o ON o."order_id" = op."order_id"
WHERE o."channel" = 'fachtagung' AND op."status" = 'waitlisted'
ORDER BY o."ordered_at", o."order_id", op."position";
--> statement-breakpoint
DROP TABLE "conference_participants";
--> statement-breakpoint
DROP TABLE "conference_bookings";
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_id_bookables_bookable_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."bookables"("bookable_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_bookable_id_bookables_bookable_id_fk" FOREIGN KEY ("bookable_id") REFERENCES "public"."bookables"("bookable_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_bookable_id_unique" UNIQUE("bookable_id");
