ALTER TABLE "carts" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "leitweg_id" text;--> statement-breakpoint
ALTER TABLE "order_participants" ADD COLUMN "cancelled_while" text;