CREATE SEQUENCE "public"."custom_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."segmentation_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "custom_report_groups" (
	"report_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "custom_report_groups_report_id_group_id_pk" PRIMARY KEY("report_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "custom_reports" (
	"id" integer PRIMARY KEY DEFAULT nextval('custom_reports_id_seq') NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_mbc" boolean DEFAULT false NOT NULL,
	"fi_type" text NOT NULL,
	"report_elements" jsonb NOT NULL,
	"element_format" jsonb NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"is_global" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"fi_groups" jsonb NOT NULL,
	"segmentation_set_id" integer,
	"report_id" integer NOT NULL,
	"span_id" integer DEFAULT 2 NOT NULL,
	"set_id" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"data_version" text,
	"result" jsonb,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "industry_report_runs_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "publication_groups" (
	"publication_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "publication_groups_publication_id_group_id_pk" PRIMARY KEY("publication_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"published_on" date NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file" "bytea" NOT NULL,
	"all_groups" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"group_id" integer,
	"institution_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segmentation_set_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segmentation_sets" (
	"id" integer PRIMARY KEY DEFAULT nextval('segmentation_sets_id_seq') NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"element" jsonb NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"is_global" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_report_groups" ADD CONSTRAINT "custom_report_groups_report_id_custom_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."custom_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_report_groups" ADD CONSTRAINT "custom_report_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_report_runs" ADD CONSTRAINT "industry_report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_report_runs" ADD CONSTRAINT "industry_report_runs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_groups" ADD CONSTRAINT "publication_groups_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_groups" ADD CONSTRAINT "publication_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access_grants" ADD CONSTRAINT "report_access_grants_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access_grants" ADD CONSTRAINT "report_access_grants_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access_grants" ADD CONSTRAINT "report_access_grants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentation_set_details" ADD CONSTRAINT "segmentation_set_details_set_id_segmentation_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."segmentation_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentation_sets" ADD CONSTRAINT "segmentation_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmentation_sets" ADD CONSTRAINT "segmentation_sets_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_report_groups_group_idx" ON "custom_report_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "custom_reports_user_idx" ON "custom_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_reports_group_idx" ON "custom_reports" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "industry_report_runs_user_idx" ON "industry_report_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "publications_published_idx" ON "publications" USING btree ("published_on");--> statement-breakpoint
CREATE INDEX "report_access_grants_report_idx" ON "report_access_grants" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_access_grants_unique_idx" ON "report_access_grants" USING btree ("report_id",coalesce("group_id", 0),coalesce("institution_id", 0));--> statement-breakpoint
CREATE INDEX "segmentation_set_details_set_idx" ON "segmentation_set_details" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "segmentation_sets_user_idx" ON "segmentation_sets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segmentation_sets_owner_name_idx" ON "segmentation_sets" USING btree (coalesce("user_id", 0),lower("name"));