CREATE TABLE "business_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_subsectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zipcode" text NOT NULL,
	"department_id" integer,
	"region_id" integer
);
--> statement-breakpoint
CREATE TABLE "civil_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_individual_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"firm_type_id" integer,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"description" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_admins" (
	"fair_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "fair_admins_fair_id_user_id_pk" PRIMARY KEY("fair_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fair_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"language_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"homepage" text NOT NULL,
	"homepage_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"lobby" text,
	"map_type" text,
	"nb_results_per_page" integer DEFAULT 12 NOT NULL,
	"is_public_access" boolean DEFAULT true NOT NULL,
	"is_registration_user_homepage" boolean DEFAULT true NOT NULL,
	"is_registration_firm_homepage" boolean DEFAULT true NOT NULL,
	"is_hiding_email_user" boolean DEFAULT false NOT NULL,
	"is_hiding_email_firm" boolean DEFAULT false NOT NULL,
	"is_chat_enabled" boolean DEFAULT true NOT NULL,
	"is_video_enabled" boolean DEFAULT true NOT NULL,
	"is_direct_message_enabled" boolean DEFAULT true NOT NULL,
	"is_daily_video_call_alert" boolean DEFAULT false NOT NULL,
	"daily_chat_contact_limit" integer,
	"daily_video_contact_limit" integer,
	"number_max_organizer" integer,
	"number_max_user" integer,
	"is_editing_stand_types_blocked" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"is_using_job_module" boolean DEFAULT false NOT NULL,
	"is_using_conference_module" boolean DEFAULT false NOT NULL,
	"is_using_direct_message_module" boolean DEFAULT false NOT NULL,
	"job_module_configuration" text DEFAULT '{"jobTablesList":[]}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL,
	"link" text NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"link_type" text DEFAULT 'internal' NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"requires_login" boolean DEFAULT false NOT NULL,
	"access" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_users" (
	"fair_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_validated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_users_fair_id_user_id_pk" PRIMARY KEY("fair_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_email" text,
	"civil_status_id" integer,
	"job_title" text,
	"country_id" integer,
	"language_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"department" text,
	"phone" text,
	"cell" text,
	"birthday" date,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"videoconference_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"firm_type_id" integer,
	"firm_value" text,
	"website" text,
	"is_accepting_diffusion" boolean DEFAULT false NOT NULL,
	"is_validated" integer DEFAULT 0 NOT NULL,
	"user_type" integer DEFAULT 4 NOT NULL,
	"firm_id" integer,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"parent_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_subsectors" ADD CONSTRAINT "business_subsectors_sector_id_business_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."business_sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_codes" ADD CONSTRAINT "postal_codes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_firm_type_id_firm_types_id_fk" FOREIGN KEY ("firm_type_id") REFERENCES "public"."firm_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_admins" ADD CONSTRAINT "fair_admins_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_admins" ADD CONSTRAINT "fair_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_languages" ADD CONSTRAINT "fair_languages_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_languages" ADD CONSTRAINT "fair_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_buttons" ADD CONSTRAINT "header_buttons_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_users" ADD CONSTRAINT "fair_users_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_users" ADD CONSTRAINT "fair_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_civil_status_id_civil_statuses_id_fk" FOREIGN KEY ("civil_status_id") REFERENCES "public"."civil_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_type_id_firm_types_id_fk" FOREIGN KEY ("firm_type_id") REFERENCES "public"."firm_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_subsectors_sector_idx" ON "business_subsectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "cities_department_idx" ON "cities" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "cities_region_idx" ON "cities" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "data_lists_ref_idx" ON "data_lists" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "departments_region_idx" ON "departments" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "districts_city_idx" ON "districts" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_uq" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "postal_codes_city_idx" ON "postal_codes" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "postal_codes_code_idx" ON "postal_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "provinces_country_idx" ON "provinces" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "fair_admins_user_idx" ON "fair_admins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_languages_uq" ON "fair_languages" USING btree ("fair_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fairs_homepage_uq" ON "fairs" USING btree ("homepage");--> statement-breakpoint
CREATE INDEX "header_buttons_fair_idx" ON "header_buttons" USING btree ("fair_id");--> statement-breakpoint
CREATE INDEX "fair_users_user_idx" ON "fair_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");