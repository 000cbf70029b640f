CREATE TABLE "billing_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_number" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"tax_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoiced_stands" (
	"stand_id" integer NOT NULL,
	"invoice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"configuration_id" integer NOT NULL,
	"fair_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"firm_name" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"credit_of_id" integer,
	"credited_by_id" integer,
	"language" text NOT NULL,
	"buyer_country" text NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"total_excl_tax" integer NOT NULL,
	"total_tax" integer NOT NULL,
	"total_incl_tax" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_stand_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"stand_group_id" integer,
	"stand_type_id" integer,
	"stand_type_variation_id" integer,
	"price" integer NOT NULL,
	"early_bird_price" integer,
	"early_bird_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_configurations" ADD CONSTRAINT "billing_configurations_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoiced_stands" ADD CONSTRAINT "billing_invoiced_stands_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoiced_stands" ADD CONSTRAINT "billing_invoiced_stands_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_configuration_id_billing_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."billing_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_stand_prices" ADD CONSTRAINT "billing_stand_prices_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_stand_prices" ADD CONSTRAINT "billing_stand_prices_stand_group_id_stand_groups_id_fk" FOREIGN KEY ("stand_group_id") REFERENCES "public"."stand_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_stand_prices" ADD CONSTRAINT "billing_stand_prices_stand_type_id_stand_types_id_fk" FOREIGN KEY ("stand_type_id") REFERENCES "public"."stand_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_stand_prices" ADD CONSTRAINT "billing_stand_prices_stand_type_variation_id_stand_type_variations_id_fk" FOREIGN KEY ("stand_type_variation_id") REFERENCES "public"."stand_type_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_configurations_fair_uq" ON "billing_configurations" USING btree ("fair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoiced_stands_stand_uq" ON "billing_invoiced_stands" USING btree ("stand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_uq" ON "billing_invoices" USING btree ("configuration_id","number");--> statement-breakpoint
CREATE INDEX "billing_invoices_fair_firm_idx" ON "billing_invoices" USING btree ("fair_id","firm_id");--> statement-breakpoint
CREATE INDEX "billing_stand_prices_fair_idx" ON "billing_stand_prices" USING btree ("fair_id");