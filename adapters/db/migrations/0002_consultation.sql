CREATE TABLE "consultants" (
	"consultant_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"photo_path" text,
	"state" text NOT NULL,
	"topics" text[] NOT NULL,
	"regions" text[] NOT NULL,
	CONSTRAINT "consultants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "consultation_appointments" (
	"reference" text PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"topic_slug" text NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_appointments_slot_unique" UNIQUE("consultant_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_consultant_id_consultants_consultant_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("consultant_id") ON DELETE cascade ON UPDATE no action;