CREATE TABLE "job_progress" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"breakpoint_progress" integer,
	"status" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"error" text,
	"result" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "peer_group_members" (
	"peer_group_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "peer_group_members_peer_group_id_institution_id_pk" PRIMARY KEY("peer_group_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "peer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fi_type" text,
	"builder" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"peer_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"computed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_progress" ADD CONSTRAINT "job_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_progress" ADD CONSTRAINT "job_progress_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_group_members" ADD CONSTRAINT "peer_group_members_peer_group_id_peer_groups_id_fk" FOREIGN KEY ("peer_group_id") REFERENCES "public"."peer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_group_members" ADD CONSTRAINT "peer_group_members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_groups" ADD CONSTRAINT "peer_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_groups" ADD CONSTRAINT "peer_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_progress_user_idx" ON "job_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "peer_group_members_institution_idx" ON "peer_group_members" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_groups_owner_name_idx" ON "peer_groups" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "peer_groups_tenant_idx" ON "peer_groups" USING btree ("group_id");