ALTER TABLE "events" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;