CREATE TABLE "hmda_activity" (
	"year" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"geo_level" text NOT NULL,
	"geo_code" text NOT NULL,
	"figures" double precision[] NOT NULL,
	"median_rate" double precision,
	"median_amount" double precision,
	CONSTRAINT "hmda_activity_year_geo_level_geo_code_lender_id_pk" PRIMARY KEY("year","geo_level","geo_code","lender_id")
);
--> statement-breakpoint
CREATE TABLE "hmda_lenders" (
	"year" integer NOT NULL,
	"lei" text NOT NULL,
	"respondent_name" text NOT NULL,
	"rssd_id" integer,
	"parent_rssd_id" integer,
	"top_holder_rssd_id" integer,
	"agency_code" integer,
	"lender_type" text NOT NULL,
	"assets" double precision,
	"city" text,
	"state" text,
	"lender_id" integer NOT NULL,
	CONSTRAINT "hmda_lenders_year_lei_pk" PRIMARY KEY("year","lei")
);
--> statement-breakpoint
CREATE TABLE "mortgage_companies" (
	"id" integer PRIMARY KEY DEFAULT nextval('institutions_id_seq') NOT NULL,
	"lei" text NOT NULL,
	"name" text NOT NULL,
	"rssd_id" integer,
	"parent_name" text,
	"parent_rssd_id" integer,
	"city" text,
	"state" text,
	"agency_code" integer,
	"lender_type" text NOT NULL,
	"assets" double precision,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mortgage_companies_lei_unique" UNIQUE("lei")
);
--> statement-breakpoint
CREATE TABLE "subscription_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"byte_size" integer,
	"error" text,
	"file_name" text,
	"format" text,
	"file" "bytea",
	"fingerprint" text,
	"delivered_via" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"advanced_query_id" integer,
	"report_id" integer,
	"schedule" text NOT NULL,
	"delivery_mode" text NOT NULL,
	"delivery_format" text NOT NULL,
	"subscription_source" text,
	"status" text DEFAULT 'active' NOT NULL,
	"stop_reason" text,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hmda_activity_lender_idx" ON "hmda_activity" USING btree ("lender_id","year");--> statement-breakpoint
CREATE INDEX "hmda_lenders_lender_idx" ON "hmda_lenders" USING btree ("lender_id");--> statement-breakpoint
CREATE INDEX "mortgage_companies_rssd_idx" ON "mortgage_companies" USING btree ("rssd_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_deliveries_period_idx" ON "subscription_deliveries" USING btree ("subscription_id","period_key");--> statement-breakpoint
CREATE INDEX "subscription_deliveries_recent_idx" ON "subscription_deliveries" USING btree ("subscription_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_query_idx" ON "subscriptions" USING btree ("user_id","advanced_query_id") WHERE "subscriptions"."advanced_query_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_report_idx" ON "subscriptions" USING btree ("user_id","report_id") WHERE "subscriptions"."report_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "subscriptions_tenant_idx" ON "subscriptions" USING btree ("group_id");