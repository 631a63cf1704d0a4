CREATE TABLE "contact_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"event_on" date NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intent_action_runs" (
	"action_id" integer NOT NULL,
	"signal_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"period" date NOT NULL,
	"level" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intent_action_runs_action_id_signal_id_institution_id_period_pk" PRIMARY KEY("action_id","signal_id","institution_id","period")
);
--> statement-breakpoint
CREATE TABLE "intent_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"signal_id" integer,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"org_list_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intent_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"signal_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"level" text NOT NULL,
	"period" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "intent_evidence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"signal_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"period" date NOT NULL,
	"element_id" integer NOT NULL,
	"points" real NOT NULL,
	"evidence_kind" text NOT NULL,
	"ref_id" bigint,
	"label" text NOT NULL,
	"occurred_on" date,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "intent_scores" (
	"signal_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"period" date NOT NULL,
	"score" real NOT NULL,
	"level" text,
	CONSTRAINT "intent_scores_signal_id_institution_id_period_pk" PRIMARY KEY("signal_id","institution_id","period")
);
--> statement-breakpoint
CREATE TABLE "intent_signal_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"signal_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"weight" real NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "intent_signal_followers" (
	"user_id" integer NOT NULL,
	"signal_id" integer NOT NULL,
	"group_id" integer,
	"min_level" text DEFAULT 'in_depth_research' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intent_signal_followers_user_id_signal_id_pk" PRIMARY KEY("user_id","signal_id")
);
--> statement-breakpoint
CREATE TABLE "intent_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"solution_id" integer,
	"early_threshold" real NOT NULL,
	"active_threshold" real NOT NULL,
	"in_depth_threshold" real NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"job_function" text NOT NULL,
	"seniority" text NOT NULL,
	"location" text,
	"posted_on" date NOT NULL,
	"closed_on" date,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"source" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(body, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "model_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"data_stamp" integer NOT NULL,
	"period" date,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"first_seen_on" date NOT NULL,
	"changed_on" date NOT NULL,
	"source" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(body, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "vendor_fit_features" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"period" date NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_fit_models" (
	"solution_id" integer PRIMARY KEY NOT NULL,
	"period" date NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"model" jsonb NOT NULL,
	"evaluation" jsonb
);
--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_action_runs" ADD CONSTRAINT "intent_action_runs_action_id_intent_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."intent_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_action_runs" ADD CONSTRAINT "intent_action_runs_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_action_runs" ADD CONSTRAINT "intent_action_runs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_actions" ADD CONSTRAINT "intent_actions_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_actions" ADD CONSTRAINT "intent_actions_org_list_id_org_lists_id_fk" FOREIGN KEY ("org_list_id") REFERENCES "public"."org_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_actions" ADD CONSTRAINT "intent_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_alerts" ADD CONSTRAINT "intent_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_alerts" ADD CONSTRAINT "intent_alerts_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_alerts" ADD CONSTRAINT "intent_alerts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_evidence" ADD CONSTRAINT "intent_evidence_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_evidence" ADD CONSTRAINT "intent_evidence_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_evidence" ADD CONSTRAINT "intent_evidence_element_id_intent_signal_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."intent_signal_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_scores" ADD CONSTRAINT "intent_scores_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_scores" ADD CONSTRAINT "intent_scores_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signal_elements" ADD CONSTRAINT "intent_signal_elements_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signal_followers" ADD CONSTRAINT "intent_signal_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signal_followers" ADD CONSTRAINT "intent_signal_followers_signal_id_intent_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."intent_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signal_followers" ADD CONSTRAINT "intent_signal_followers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signals" ADD CONSTRAINT "intent_signals_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signals" ADD CONSTRAINT "intent_signals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_fit_features" ADD CONSTRAINT "vendor_fit_features_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_fit_models" ADD CONSTRAINT "vendor_fit_models_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_events_institution_idx" ON "contact_events" USING btree ("institution_id","event_on");--> statement-breakpoint
CREATE INDEX "contact_events_date_idx" ON "contact_events" USING btree ("event_on");--> statement-breakpoint
CREATE INDEX "intent_alerts_user_idx" ON "intent_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "intent_evidence_lookup_idx" ON "intent_evidence" USING btree ("signal_id","institution_id","period");--> statement-breakpoint
CREATE INDEX "intent_scores_signal_period_idx" ON "intent_scores" USING btree ("signal_id","period","level");--> statement-breakpoint
CREATE INDEX "intent_signal_elements_signal_idx" ON "intent_signal_elements" USING btree ("signal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intent_signals_name_idx" ON "intent_signals" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_source_key_idx" ON "job_postings" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "job_postings_institution_idx" ON "job_postings" USING btree ("institution_id","posted_on");--> statement-breakpoint
CREATE INDEX "job_postings_posted_idx" ON "job_postings" USING btree ("posted_on");--> statement-breakpoint
CREATE INDEX "job_postings_search_idx" ON "job_postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "model_runs_model_idx" ON "model_runs" USING btree ("model","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_institution_url_idx" ON "site_pages" USING btree ("institution_id","url");--> statement-breakpoint
CREATE INDEX "site_pages_changed_idx" ON "site_pages" USING btree ("changed_on");--> statement-breakpoint
CREATE INDEX "site_pages_search_idx" ON "site_pages" USING gin ("search");