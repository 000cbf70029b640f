CREATE TABLE "fair_firms" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_business_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"sector_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_forms" (
	"form_type" text PRIMARY KEY NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"is_model" boolean DEFAULT true NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"code" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fairs" ADD COLUMN "is_auto_validating_users" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fair_firms" ADD CONSTRAINT "fair_firms_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_firms" ADD CONSTRAINT "fair_firms_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_business_sectors" ADD CONSTRAINT "firm_business_sectors_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_business_sectors" ADD CONSTRAINT "firm_business_sectors_sector_id_business_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."business_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_emails" ADD CONSTRAINT "fair_emails_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_firms_uq" ON "fair_firms" USING btree ("fair_id","firm_id");--> statement-breakpoint
CREATE INDEX "fair_firms_firm_idx" ON "fair_firms" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_business_sectors_uq" ON "firm_business_sectors" USING btree ("firm_id","sector_id");--> statement-breakpoint
CREATE INDEX "emails_code_idx" ON "emails" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_emails_fair_code_uq" ON "fair_emails" USING btree ("fair_id","code");