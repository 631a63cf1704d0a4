CREATE TABLE "regulator_checks" (
	"source" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	CONSTRAINT "regulator_checks_outcome_check" CHECK ("regulator_checks"."outcome" in ('new', 'unchanged', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "regulator_releases" (
	"source" text NOT NULL,
	"release_key" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"byte_size" bigint,
	"sha256" text,
	"state" text DEFAULT 'found' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"data_load_id" integer,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone,
	"imported_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulator_releases_source_release_key_pk" PRIMARY KEY("source","release_key"),
	CONSTRAINT "regulator_releases_state_check" CHECK ("regulator_releases"."state" in ('found', 'downloaded', 'imported', 'failed'))
);
