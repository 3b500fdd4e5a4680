CREATE TABLE "pending_wishes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_wishes" ADD CONSTRAINT "pending_wishes_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_wishes" ADD CONSTRAINT "pending_wishes_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;