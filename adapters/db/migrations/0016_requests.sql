CREATE TABLE "requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"email" text,
	"name" text,
	"status" text DEFAULT 'neu' NOT NULL,
	"assignee" text,
	"note" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_participants" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "requests_status_received_idx" ON "requests" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "requests_done_at_idx" ON "requests" USING btree ("done_at");--> statement-breakpoint
-- Hand-written: the forms' submissions so far become the inbox's first requests, all new.
INSERT INTO "requests" ("kind", "received_at", "payload", "email", "name", "status")
SELECT "kind", "created_at", "payload",
  nullif("payload"->>'email', ''),
  nullif(trim(concat_ws(' ', "payload"->>'firstname', "payload"->>'lastname')), ''),
  'neu'
FROM "form_submissions" ORDER BY "submission_id";--> statement-breakpoint
-- Hand-written: whoever was booked for a seminar that has ended kept their certificate before
-- attendance was recorded; they keep it (attended at the seminar's end).
UPDATE "order_participants" AS p SET "attended_at" = e."end_at"
FROM "events" AS e
WHERE e."event_id" = p."event_id" AND p."status" = 'booked' AND e."end_at" <= now();
