CREATE TABLE "mail_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"sent" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_requests_email_at_idx" ON "mail_requests" USING btree ("email","kind","at");--> statement-breakpoint
CREATE INDEX "mail_requests_ip_at_idx" ON "mail_requests" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_at_idx" ON "sign_in_attempts" USING btree ("ip","at");