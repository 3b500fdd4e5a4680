CREATE TABLE "event_modules" (
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hotel_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_modules_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"theme_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"is_online" boolean NOT NULL,
	"hotel_id" integer,
	"capacity" integer NOT NULL,
	"price" integer NOT NULL,
	"price_participant_two" integer,
	"price_participant_three" integer,
	"price_participant_four" integer,
	"price_participant_five" integer,
	"event_manager" text NOT NULL,
	"kind" text NOT NULL,
	"one_day" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gremien" (
	"gremium_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"location_name" text NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "hotels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "rubrics" (
	"rubric_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "rubrics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"site" text NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"login_target" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"theme_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"rubric_id" integer NOT NULL,
	"action_field" text NOT NULL,
	"redirect_url" text NOT NULL,
	"target_groups" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce(title, '')), 'A') || setweight(to_tsvector('german', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('german', coalesce(description, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"gremium_id" integer,
	"gremium_role" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_modules" ADD CONSTRAINT "event_modules_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_modules" ADD CONSTRAINT "event_modules_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_theme_id_themes_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_user_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_rubric_id_rubrics_rubric_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("rubric_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gremium_id_gremien_gremium_id_fk" FOREIGN KEY ("gremium_id") REFERENCES "public"."gremien"("gremium_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "events_theme_idx" ON "events" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "events_hotel_idx" ON "events" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "themes_search_idx" ON "themes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "themes_rubric_idx" ON "themes" USING btree ("rubric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));