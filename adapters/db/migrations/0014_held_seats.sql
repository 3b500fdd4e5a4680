ALTER TABLE "order_participants" ADD COLUMN "named" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A participant that holds several seats holds them for colleagues who are not named yet.
UPDATE "order_participants" SET "named" = false WHERE "seats" > 1;
