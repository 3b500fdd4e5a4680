CREATE TABLE "werbemittel_articles" (
	"article_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text,
	"stock" integer NOT NULL,
	CONSTRAINT "werbemittel_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "werbemittel_articles_stock_not_negative" CHECK ("werbemittel_articles"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "werbemittel_order_lines" (
	"reference" text NOT NULL,
	"article_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "werbemittel_order_lines_reference_article_id_pk" PRIMARY KEY("reference","article_id"),
	CONSTRAINT "werbemittel_order_lines_quantity_positive" CHECK ("werbemittel_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "werbemittel_orders" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"delivery_address" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "werbemittel_order_lines" ADD CONSTRAINT "werbemittel_order_lines_reference_werbemittel_orders_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."werbemittel_orders"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "werbemittel_order_lines" ADD CONSTRAINT "werbemittel_order_lines_article_id_werbemittel_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."werbemittel_articles"("article_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "werbemittel_orders" ADD CONSTRAINT "werbemittel_orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;