CREATE TABLE "coverage_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"actor_user_id" integer,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "institution_technographics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"solution_id" integer NOT NULL,
	"has_service" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"vendor_id" integer,
	"product_id" integer,
	"started_on" date NOT NULL,
	"ended_on" date,
	"end_reason" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_list_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"line" integer NOT NULL,
	"organization" text NOT NULL,
	"city" text,
	"state" text,
	"domain" text,
	"raw" jsonb NOT NULL,
	"institution_id" integer,
	"confidence" real,
	"status" text NOT NULL,
	"candidates" jsonb
);
--> statement-breakpoint
CREATE TABLE "org_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_solutions" (
	"product_id" integer NOT NULL,
	"solution_id" integer NOT NULL,
	CONSTRAINT "product_solutions_product_id_solution_id_pk" PRIMARY KEY("product_id","solution_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_key" text GENERATED ALWAYS AS (regexp_replace(lower(name), '[^a-z0-9]', '', 'g')) STORED
);
--> statement-breakpoint
CREATE TABLE "solution_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "solution_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_core" boolean DEFAULT false NOT NULL,
	"search_key" text GENERATED ALWAYS AS (regexp_replace(lower(name), '[^a-z0-9]', '', 'g')) STORED
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"headquarters_state" text,
	"founded_year" integer,
	"description" text DEFAULT '' NOT NULL,
	"search_key" text GENERATED ALWAYS AS (regexp_replace(lower(name), '[^a-z0-9]', '', 'g')) STORED
);
--> statement-breakpoint
ALTER TABLE "coverage_requests" ADD CONSTRAINT "coverage_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_requests" ADD CONSTRAINT "coverage_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_requests" ADD CONSTRAINT "coverage_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_technographics" ADD CONSTRAINT "institution_technographics_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_technographics" ADD CONSTRAINT "institution_technographics_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_technographics" ADD CONSTRAINT "institution_technographics_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_technographics" ADD CONSTRAINT "institution_technographics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_list_rows" ADD CONSTRAINT "org_list_rows_list_id_org_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."org_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_list_rows" ADD CONSTRAINT "org_list_rows_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_lists" ADD CONSTRAINT "org_lists_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_lists" ADD CONSTRAINT "org_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_solutions" ADD CONSTRAINT "product_solutions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_solutions" ADD CONSTRAINT "product_solutions_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_category_id_solution_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."solution_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_requests_user_idx" ON "coverage_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coverage_requests_status_idx" ON "coverage_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "downloads_created_idx" ON "downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "institution_technographics_institution_idx" ON "institution_technographics" USING btree ("institution_id","solution_id");--> statement-breakpoint
CREATE INDEX "institution_technographics_solution_idx" ON "institution_technographics" USING btree ("solution_id","ended_on");--> statement-breakpoint
CREATE INDEX "institution_technographics_vendor_idx" ON "institution_technographics" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "institution_technographics_product_idx" ON "institution_technographics" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "org_list_rows_list_idx" ON "org_list_rows" USING btree ("list_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "org_lists_tenant_name_idx" ON "org_lists" USING btree ("kind",coalesce("group_id", -"user_id"),lower("name"));--> statement-breakpoint
CREATE INDEX "product_solutions_solution_idx" ON "product_solutions" USING btree ("solution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_vendor_name_idx" ON "products" USING btree ("vendor_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "solutions_name_idx" ON "solutions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "solutions_search_key_trgm_idx" ON "solutions" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_idx" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_search_key_trgm_idx" ON "vendors" USING gin ("search_key" gin_trgm_ops);