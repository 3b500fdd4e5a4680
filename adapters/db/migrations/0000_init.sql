CREATE TABLE "gremien" (
	"gremium_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
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
CREATE TABLE "event_managers" (
	"manager_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "event_managers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
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
CREATE TABLE "rubrics" (
	"rubric_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "rubrics_slug_unique" UNIQUE("slug")
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
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"parts_sent" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "content_item_tags" (
	"content_id" integer NOT NULL,
	"tag_slug" text NOT NULL,
	CONSTRAINT "content_item_tags_content_id_tag_slug_pk" PRIMARY KEY("content_id","tag_slug")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"content_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"sort_title" text NOT NULL,
	"body" jsonb NOT NULL,
	"author" text,
	"published_at" timestamp with time zone,
	"topic_slug" text,
	"details" jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', title), 'A') || setweight(to_tsvector('german', teaser), 'B') || setweight(jsonb_to_tsvector('german', jsonb_path_query_array(body, '$[*].text') || jsonb_path_query_array(body, '$[*].items[*]'), '["string"]'), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_topics" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"seminar_theme_slugs" text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_norms" (
	"law_id" integer NOT NULL,
	"position" integer NOT NULL,
	"number" text NOT NULL,
	"heading" text NOT NULL,
	"part" text NOT NULL,
	"chapter" text NOT NULL,
	"paragraphs" text[] NOT NULL,
	CONSTRAINT "law_norms_law_id_position_pk" PRIMARY KEY("law_id","position")
);
--> statement-breakpoint
CREATE TABLE "conference_bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"conference_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"total" integer NOT NULL,
	"group_discount" integer NOT NULL,
	"idempotency_scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conference_bookings_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "conference_participants" (
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"function" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "conference_participants_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
CREATE TABLE "conference_program_items" (
	"conference_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"speaker" text NOT NULL,
	CONSTRAINT "conference_program_items_conference_id_position_pk" PRIMARY KEY("conference_id","position")
);
--> statement-breakpoint
CREATE TABLE "conference_registrations" (
	"registration_id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer,
	"user_id" integer,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"conference_id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hotel_id" integer NOT NULL,
	"price" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "conferences_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "overnight_rates" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"rate_per_night" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_item_id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_recipients" (
	"recipient_id" serial PRIMARY KEY NOT NULL,
	"cart_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"function" text NOT NULL,
	"booking_type" text NOT NULL,
	"hotel_over_night_option" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"user_id" integer,
	"company" text,
	"street" text,
	"street_number" text,
	"postal_code" text,
	"city" text,
	"invoice_reference" text,
	"personal_notes" text,
	"accept_terms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_owner_check" CHECK ("carts"."session_id" is not null or "carts"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_participants" (
	"participant_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"function" text NOT NULL,
	"booking_type" text NOT NULL,
	"hotel_over_night_option" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"reserved_until" timestamp with time zone,
	"status_changed_at" timestamp with time zone NOT NULL,
	"status_changed_by" integer,
	CONSTRAINT "order_participants_seats_check" CHECK ("order_participants"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"channel" text NOT NULL,
	"session_id" uuid,
	"user_id" integer,
	"gremium_id" integer,
	"customer_salutation" text NOT NULL,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"customer_email" text NOT NULL,
	"company" text,
	"street" text,
	"street_number" text,
	"postal_code" text,
	"city" text,
	"invoice_reference" text,
	"personal_notes" text,
	"total" integer NOT NULL,
	"group_discount" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"idempotency_scope" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"result" jsonb,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"queue_number" serial NOT NULL,
	"event_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"salutation" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"user_id" integer,
	"participant_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "waitlist_entries_queue_number_unique" UNIQUE("queue_number"),
	CONSTRAINT "waitlist_entries_seats_check" CHECK ("waitlist_entries"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "admin_api_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "admin_api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stored_images" (
	"owner_kind" text NOT NULL,
	"owner_slug" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"source_file" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_images_owner_kind_owner_slug_pk" PRIMARY KEY("owner_kind","owner_slug")
);
--> statement-breakpoint
CREATE TABLE "event_files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"submission_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gremium_billing_addresses" (
	"gremium_id" integer PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gremium_invitations" (
	"invitation_id" serial PRIMARY KEY NOT NULL,
	"gremium_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_feedback" (
	"feedback_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"rating" integer,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"street_number" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"hotel_over_night_option" text,
	"room_type" text,
	"hotel_notes" text DEFAULT '' NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"newsletter_changed_at" timestamp with time zone,
	"post_consent" boolean DEFAULT false NOT NULL,
	"post_changed_at" timestamp with time zone,
	"phone_consent" boolean DEFAULT false NOT NULL,
	"phone_changed_at" timestamp with time zone,
	"printed_catalogue" boolean DEFAULT false NOT NULL,
	"advertising_topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"br_functions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_bookmarks" (
	"bookmark_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"wishlist_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_entries" (
	"plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"member_name" text NOT NULL,
	"theme_id" integer,
	"event_id" integer,
	"note" text NOT NULL,
	"priority" text NOT NULL,
	CONSTRAINT "training_plan_entries_plan_id_position_pk" PRIMARY KEY("plan_id","position")
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_plans_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_user_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gremium_id_gremien_gremium_id_fk" FOREIGN KEY ("gremium_id") REFERENCES "public"."gremien"("gremium_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_modules" ADD CONSTRAINT "event_modules_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_modules" ADD CONSTRAINT "event_modules_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_theme_id_themes_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_manager_event_managers_name_fk" FOREIGN KEY ("event_manager") REFERENCES "public"."event_managers"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_rubric_id_rubrics_rubric_id_fk" FOREIGN KEY ("rubric_id") REFERENCES "public"."rubrics"("rubric_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_tags" ADD CONSTRAINT "content_item_tags_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_tags" ADD CONSTRAINT "content_item_tags_tag_slug_content_tags_slug_fk" FOREIGN KEY ("tag_slug") REFERENCES "public"."content_tags"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_topic_slug_content_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."content_topics"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_norms" ADD CONSTRAINT "law_norms_law_id_content_items_content_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."content_items"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_conference_id_conferences_conference_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("conference_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_participants" ADD CONSTRAINT "conference_participants_booking_id_conference_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."conference_bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_program_items" ADD CONSTRAINT "conference_program_items_conference_id_conferences_conference_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("conference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_conference_id_conferences_conference_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("conference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overnight_rates" ADD CONSTRAINT "overnight_rates_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_recipients" ADD CONSTRAINT "cart_recipients_cart_item_id_cart_items_cart_item_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("cart_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_participants" ADD CONSTRAINT "order_participants_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_participants" ADD CONSTRAINT "order_participants_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_participants" ADD CONSTRAINT "order_participants_status_changed_by_users_user_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gremium_id_gremien_gremium_id_fk" FOREIGN KEY ("gremium_id") REFERENCES "public"."gremien"("gremium_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_participant_id_order_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."order_participants"("participant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_api_tokens" ADD CONSTRAINT "admin_api_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gremium_billing_addresses" ADD CONSTRAINT "gremium_billing_addresses_gremium_id_gremien_gremium_id_fk" FOREIGN KEY ("gremium_id") REFERENCES "public"."gremien"("gremium_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gremium_invitations" ADD CONSTRAINT "gremium_invitations_gremium_id_gremien_gremium_id_fk" FOREIGN KEY ("gremium_id") REFERENCES "public"."gremien"("gremium_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gremium_invitations" ADD CONSTRAINT "gremium_invitations_invited_by_users_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_feedback" ADD CONSTRAINT "portal_feedback_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_profiles" ADD CONSTRAINT "portal_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_bookmarks" ADD CONSTRAINT "wishlist_bookmarks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_entries" ADD CONSTRAINT "training_plan_entries_plan_id_training_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_entries" ADD CONSTRAINT "training_plan_entries_theme_id_themes_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("theme_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_entries" ADD CONSTRAINT "training_plan_entries_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "event_modules_hotel_idx" ON "event_modules" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "events_theme_idx" ON "events" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "events_hotel_idx" ON "events" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "events_manager_idx" ON "events" USING btree ("event_manager");--> statement-breakpoint
CREATE INDEX "themes_search_idx" ON "themes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "themes_rubric_idx" ON "themes" USING btree ("rubric_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "outbox_order_number_idx" ON "outbox" USING btree (("payload"->>'orderNumber')) WHERE "outbox"."kind" = 'order_confirmation';--> statement-breakpoint
CREATE INDEX "outbox_order_session_idx" ON "outbox" USING btree (("payload"->>'sessionId'),"created_at") WHERE "outbox"."kind" = 'order_confirmation';--> statement-breakpoint
CREATE INDEX "content_item_tags_tag_idx" ON "content_item_tags" USING btree ("tag_slug","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug_idx" ON "content_items" USING btree ("kind","section","slug");--> statement-breakpoint
CREATE INDEX "content_items_kind_id_idx" ON "content_items" USING btree ("kind","content_id");--> statement-breakpoint
CREATE INDEX "content_items_kind_section_id_idx" ON "content_items" USING btree ("kind","section","content_id");--> statement-breakpoint
CREATE INDEX "content_items_kind_published_idx" ON "content_items" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "content_items_kind_title_idx" ON "content_items" USING btree ("kind","sort_title","content_id");--> statement-breakpoint
CREATE INDEX "content_items_topic_idx" ON "content_items" USING btree ("topic_slug");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "conference_bookings_idempotency_idx" ON "conference_bookings" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "conference_bookings_conference_idx" ON "conference_bookings" USING btree ("conference_id","status");--> statement-breakpoint
CREATE INDEX "conference_registrations_conference_idx" ON "conference_registrations" USING btree ("conference_id");--> statement-breakpoint
CREATE INDEX "conferences_start_idx" ON "conferences" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_event_idx" ON "cart_items" USING btree ("cart_id","event_id");--> statement-breakpoint
CREATE INDEX "cart_recipients_item_idx" ON "cart_recipients" USING btree ("cart_item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_idx" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_participants_event_idx" ON "order_participants" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "order_participants_order_idx" ON "order_participants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_participants_email_idx" ON "order_participants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "order_participants_reserved_idx" ON "order_participants" USING btree ("reserved_until") WHERE "order_participants"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_gremium_idx" ON "orders" USING btree ("gremium_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_idx" ON "waitlist_entries" USING btree ("event_id","status","queue_number");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "admin_api_tokens_user_idx" ON "admin_api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_files_event_idx" ON "event_files" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "form_submissions_kind_idx" ON "form_submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gremium_invitations_gremium_email_idx" ON "gremium_invitations" USING btree ("gremium_id",lower("email"));--> statement-breakpoint
CREATE INDEX "gremium_invitations_email_idx" ON "gremium_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_bookmarks_user_url_idx" ON "wishlist_bookmarks" USING btree ("user_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_event_idx" ON "wishlist_items" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_event_idx" ON "wishlist_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "training_plans_user_idx" ON "training_plans" USING btree ("user_id");