CREATE TABLE "digital_channel_snapshots" (
	"institution_id" integer NOT NULL,
	"period" date NOT NULL,
	"channel" text NOT NULL,
	"store" text NOT NULL,
	"app_name" text NOT NULL,
	"vendor_id" integer,
	"product_id" integer,
	"vendor_branded" boolean DEFAULT false NOT NULL,
	"app_type" smallint,
	"launched_on" date,
	"rating" numeric(3, 2),
	"rating_count" integer,
	"download_band" smallint,
	"features" smallint[] DEFAULT '{}' NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "digital_channel_snapshots_institution_id_period_channel_store_app_name_pk" PRIMARY KEY("institution_id","period","channel","store","app_name")
);
--> statement-breakpoint
CREATE TABLE "electronic_services" (
	"institution_id" integer NOT NULL,
	"period" date NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"website" text,
	"source" text NOT NULL,
	CONSTRAINT "electronic_services_institution_id_period_pk" PRIMARY KEY("institution_id","period")
);
--> statement-breakpoint
ALTER TABLE "digital_channel_snapshots" ADD CONSTRAINT "digital_channel_snapshots_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_channel_snapshots" ADD CONSTRAINT "digital_channel_snapshots_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_channel_snapshots" ADD CONSTRAINT "digital_channel_snapshots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_services" ADD CONSTRAINT "electronic_services_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_channel_snapshots_period_idx" ON "digital_channel_snapshots" USING btree ("period","channel");