DROP INDEX "gremium_invitations_gremium_email_idx";--> statement-breakpoint
ALTER TABLE "gremium_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "gremium_invitations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Invitations from before the links: valid 14 days from when they were sent (domain/portal/gremium-invitation).
UPDATE "gremium_invitations" SET "expires_at" = "invited_at" + interval '14 days';--> statement-breakpoint
ALTER TABLE "gremium_invitations" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gremium_invitations" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "gremium_invitations_gremium_email_idx" ON "gremium_invitations" USING btree ("gremium_id",lower("email")) WHERE "gremium_invitations"."used_at" is null;--> statement-breakpoint
ALTER TABLE "gremium_invitations" ADD CONSTRAINT "gremium_invitations_token_hash_unique" UNIQUE("token_hash");