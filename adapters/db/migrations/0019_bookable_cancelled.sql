ALTER TABLE "bookables" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_participants" ADD COLUMN "fee_waived" boolean DEFAULT false NOT NULL;