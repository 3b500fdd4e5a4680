CREATE TABLE "gremium_invoice_settings" (
	"gremium_id" integer PRIMARY KEY NOT NULL,
	"invoice_email" text,
	"leitweg_id" text
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_participants" (
	"participant_id" integer NOT NULL,
	"role" text NOT NULL,
	"invoice_id" integer NOT NULL,
	CONSTRAINT "invoice_participants_participant_id_role_pk" PRIMARY KEY("participant_id","role")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"preceding_invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"grand_total" integer NOT NULL,
	"xml" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_invoice_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"invoice_email" text,
	"leitweg_id" text
);
--> statement-breakpoint
ALTER TABLE "gremium_invoice_settings" ADD CONSTRAINT "gremium_invoice_settings_gremium_id_gremien_gremium_id_fk" FOREIGN KEY ("gremium_id") REFERENCES "public"."gremien"("gremium_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_participants" ADD CONSTRAINT "invoice_participants_participant_id_order_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."order_participants"("participant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_participants" ADD CONSTRAINT "invoice_participants_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_details" ADD CONSTRAINT "order_invoice_details_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_participants_invoice_idx" ON "invoice_participants" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE FUNCTION "invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'an issued invoice never changes (%)', OLD."number"; END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_no_update" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();
