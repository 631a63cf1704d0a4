CREATE TABLE "activity_daily" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"partner_id" integer,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_day_user_id_module_kind_pk" PRIMARY KEY("day","user_id","module","kind")
);
--> statement-breakpoint
CREATE TABLE "app_configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "direct_access_defaults" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"institution_id" integer,
	"peer_group_id" integer,
	"report_id" integer,
	"span" smallint,
	"set" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "group_features" (
	"group_id" integer NOT NULL,
	"feature" text NOT NULL,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "group_features_group_id_feature_pk" PRIMARY KEY("group_id","feature")
);
--> statement-breakpoint
CREATE TABLE "group_profiles" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"company_type" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"menu_type" text,
	"logo_content_type" text,
	"logo" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "institution_logos" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "institution_name_overrides" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"regulator_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "profile_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_key" text NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"metrics" text[] NOT NULL,
	"display_order" integer NOT NULL,
	"fi_types" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "profile_cards_card_key_unique" UNIQUE("card_key")
);
--> statement-breakpoint
CREATE TABLE "user_guide_uploads" (
	"ui_module_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "activity_events" ALTER COLUMN "details" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "module" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "source" text DEFAULT 'request_demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "follow_up" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_configs" ADD CONSTRAINT "app_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_defaults" ADD CONSTRAINT "direct_access_defaults_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_defaults" ADD CONSTRAINT "direct_access_defaults_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_defaults" ADD CONSTRAINT "direct_access_defaults_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_features" ADD CONSTRAINT "group_features_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_features" ADD CONSTRAINT "group_features_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_profiles" ADD CONSTRAINT "group_profiles_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_profiles" ADD CONSTRAINT "group_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_logos" ADD CONSTRAINT "institution_logos_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_logos" ADD CONSTRAINT "institution_logos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_name_overrides" ADD CONSTRAINT "institution_name_overrides_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_name_overrides" ADD CONSTRAINT "institution_name_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guide_uploads" ADD CONSTRAINT "user_guide_uploads_ui_module_id_ui_modules_id_fk" FOREIGN KEY ("ui_module_id") REFERENCES "public"."ui_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guide_uploads" ADD CONSTRAINT "user_guide_uploads_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_daily_group_day_idx" ON "activity_daily" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "activity_daily_partner_day_idx" ON "activity_daily" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "profile_cards_section_order_idx" ON "profile_cards" USING btree ("section","display_order");--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_group_idx" ON "activity_events" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_created_idx" ON "activity_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_status_created_idx" ON "demo_requests" USING btree ("status","created_at");