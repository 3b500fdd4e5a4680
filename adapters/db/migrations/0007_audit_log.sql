CREATE TABLE "audit_log" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"origin" text NOT NULL,
	"via" text NOT NULL,
	"subject" text NOT NULL,
	"subject_user_id" integer,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_user_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- The impersonation log becomes part of the audit log: every entry moves over (its origin was never recorded: empty).
INSERT INTO "audit_log" ("at", "action", "actor_id", "actor_email", "origin", "via", "subject", "subject_user_id")
SELECT "at", 'impersonation.' || "action", "admin_id", "admin_email", '', 'session', "user_email", "user_id"
FROM "impersonation_log" ORDER BY "entry_id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('audit_log', 'entry_id'), coalesce((SELECT max("entry_id") FROM "audit_log"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "impersonation_log" CASCADE;