CREATE TABLE "advanced_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"query" jsonb NOT NULL,
	"query_type" text NOT NULL,
	"save_as_peer_group" boolean DEFAULT false NOT NULL,
	"peer_group_id" integer,
	"is_global" boolean DEFAULT false NOT NULL,
	"institution_id" integer,
	"fi_type" text,
	"uses_vendor_fit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advanced_query_groups" (
	"advanced_query_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "advanced_query_groups_advanced_query_id_group_id_pk" PRIMARY KEY("advanced_query_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "pricing_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	"template_id" integer,
	"name" text NOT NULL,
	"cost_per_fi_per_element" double precision NOT NULL,
	"minimum_price" double precision DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_percent" double precision DEFAULT 0 NOT NULL,
	"token_value" double precision DEFAULT 1 NOT NULL,
	"token_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "query_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_nonce" text NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"actor_user_id" integer,
	"pricing_schedule_id" integer,
	"advanced_query_id" integer,
	"query_name" text,
	"query" jsonb NOT NULL,
	"fi_count" integer NOT NULL,
	"number_fields" integer NOT NULL,
	"format" text NOT NULL,
	"total_price" double precision NOT NULL,
	"price_without_discounts" double precision NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"payment" text NOT NULL,
	"download_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "query_orders_quote_nonce_unique" UNIQUE("quote_nonce")
);
--> statement-breakpoint
ALTER TABLE "advanced_queries" ADD CONSTRAINT "advanced_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_queries" ADD CONSTRAINT "advanced_queries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_queries" ADD CONSTRAINT "advanced_queries_peer_group_id_peer_groups_id_fk" FOREIGN KEY ("peer_group_id") REFERENCES "public"."peer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_queries" ADD CONSTRAINT "advanced_queries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_query_groups" ADD CONSTRAINT "advanced_query_groups_advanced_query_id_advanced_queries_id_fk" FOREIGN KEY ("advanced_query_id") REFERENCES "public"."advanced_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_query_groups" ADD CONSTRAINT "advanced_query_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_schedules" ADD CONSTRAINT "pricing_schedules_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_orders" ADD CONSTRAINT "query_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_orders" ADD CONSTRAINT "query_orders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_orders" ADD CONSTRAINT "query_orders_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_orders" ADD CONSTRAINT "query_orders_pricing_schedule_id_pricing_schedules_id_fk" FOREIGN KEY ("pricing_schedule_id") REFERENCES "public"."pricing_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_orders" ADD CONSTRAINT "query_orders_advanced_query_id_advanced_queries_id_fk" FOREIGN KEY ("advanced_query_id") REFERENCES "public"."advanced_queries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advanced_queries_owner_name_idx" ON "advanced_queries" USING btree ("user_id","query_type",lower("name"));--> statement-breakpoint
CREATE INDEX "advanced_queries_tenant_idx" ON "advanced_queries" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "advanced_queries_global_idx" ON "advanced_queries" USING btree ("is_global");--> statement-breakpoint
CREATE INDEX "advanced_query_groups_group_idx" ON "advanced_query_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_schedules_group_idx" ON "pricing_schedules" USING btree ("group_id") WHERE not "pricing_schedules"."is_template";--> statement-breakpoint
CREATE INDEX "query_orders_group_idx" ON "query_orders" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "query_orders_created_idx" ON "query_orders" USING btree ("created_at");