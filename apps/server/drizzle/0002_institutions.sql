CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "branches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"year" integer NOT NULL,
	"source_id" text,
	"name" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"county_fips" text,
	"cbsa_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"deposits" double precision,
	"is_main_office" boolean DEFAULT false NOT NULL,
	"established_date" date
);
--> statement-breakpoint
CREATE TABLE "data_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"period" date,
	"is_demo" boolean DEFAULT false NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financials" (
	"institution_id" integer NOT NULL,
	"period" date NOT NULL,
	"values" double precision[] NOT NULL,
	CONSTRAINT "financials_institution_id_period_pk" PRIMARY KEY("institution_id","period")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fi_type" text NOT NULL,
	"name" text NOT NULL,
	"rssd_id" integer,
	"regulatory_id" text,
	"aba_routing" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"county_fips" text,
	"county_name" text,
	"cbsa_code" text,
	"cbsa_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"website" text,
	"linkedin" text,
	"employees" integer,
	"charter_class" text,
	"regulator" text,
	"established_date" date,
	"is_mutual" boolean,
	"is_mdi" boolean DEFAULT false NOT NULL,
	"field_of_membership" text,
	"ncua_peer_group" integer,
	"parent_id" integer,
	"parent_rssd_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"latest_assets" double precision,
	"latest_period" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "structure_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_date" date NOT NULL,
	"change_code" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"fi_type" text NOT NULL,
	"acquirer_id" integer,
	"target_id" integer,
	"acquirer_regulatory_id" text,
	"target_regulatory_id" text,
	"target_name" text,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financials" ADD CONSTRAINT "financials_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_events" ADD CONSTRAINT "structure_events_acquirer_id_institutions_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_events" ADD CONSTRAINT "structure_events_target_id_institutions_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_institution_year_idx" ON "branches" USING btree ("institution_id","year");--> statement-breakpoint
CREATE INDEX "branches_county_idx" ON "branches" USING btree ("county_fips");--> statement-breakpoint
CREATE INDEX "data_loads_source_period_idx" ON "data_loads" USING btree ("source","period");--> statement-breakpoint
CREATE INDEX "financials_period_idx" ON "financials" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_type_regulatory_idx" ON "institutions" USING btree ("fi_type","regulatory_id");--> statement-breakpoint
CREATE INDEX "institutions_rssd_idx" ON "institutions" USING btree ("rssd_id");--> statement-breakpoint
CREATE INDEX "institutions_parent_idx" ON "institutions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "institutions_state_idx" ON "institutions" USING btree ("state");--> statement-breakpoint
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "structure_events_acquirer_idx" ON "structure_events" USING btree ("acquirer_id");--> statement-breakpoint
CREATE INDEX "structure_events_target_idx" ON "structure_events" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "structure_events_date_idx" ON "structure_events" USING btree ("event_date");