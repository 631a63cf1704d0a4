CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enforcement_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"agency" text NOT NULL,
	"action_type" text NOT NULL,
	"docket_number" text,
	"initiated_on" date NOT NULL,
	"terminated_on" date,
	"penalty_amount" double precision,
	"summary" text,
	"url" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"phone" text,
	"linkedin" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"report_type" text NOT NULL,
	"report_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"institution_ids" jsonb NOT NULL,
	"peer_group_id" integer,
	"span_id" integer DEFAULT 2 NOT NULL,
	"set_id" integer DEFAULT 1 NOT NULL,
	"fi_type" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"data_version" integer,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_runs_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_section_configurations" (
	"user_id" integer NOT NULL,
	"section_id" text NOT NULL,
	"financial_institution_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"cards" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_section_configurations_user_id_section_id_financial_institution_id_report_id_pk" PRIMARY KEY("user_id","section_id","financial_institution_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "user_sections" (
	"user_id" integer NOT NULL,
	"section_id" text NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_sections_user_id_section_id_pk" PRIMARY KEY("user_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_actions" ADD CONSTRAINT "enforcement_actions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_contacts" ADD CONSTRAINT "institution_contacts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_peer_group_id_peer_groups_id_fk" FOREIGN KEY ("peer_group_id") REFERENCES "public"."peer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_section_configurations" ADD CONSTRAINT "user_section_configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sections" ADD CONSTRAINT "user_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_kind_idx" ON "activity_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_user_idx" ON "activity_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enforcement_actions_institution_idx" ON "enforcement_actions" USING btree ("institution_id","initiated_on");--> statement-breakpoint
CREATE INDEX "institution_contacts_institution_idx" ON "institution_contacts" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "report_runs_user_idx" ON "report_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_runs_lookup_idx" ON "report_runs" USING btree ("user_id","report_type","report_id","institution_id");