CREATE TABLE "job_offer_fairs" (
	"offer_id" integer NOT NULL,
	"fair_id" integer NOT NULL,
	CONSTRAINT "job_offer_fairs_offer_id_fair_id_pk" PRIMARY KEY("offer_id","fair_id")
);
--> statement-breakpoint
CREATE TABLE "job_offer_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"language" text NOT NULL,
	"levels" jsonb NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_rank" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"family_id" integer,
	"function_id" integer,
	"function_level_id" integer,
	"contract_type_id" integer,
	"experience_id" integer,
	"education_level_id" integer,
	"disponibility_id" integer,
	"start_date" date,
	"number_of_posts" integer DEFAULT 1 NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"city" text,
	"work_mode" text DEFAULT 'on_site' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"salary_period" text,
	"recognition_required" boolean DEFAULT false NOT NULL,
	"recognition_name" jsonb,
	"recognition_supported" boolean DEFAULT false NOT NULL,
	"immigration_support" boolean DEFAULT false NOT NULL,
	"relocation_support" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_profile_diffusions" (
	"profile_id" integer NOT NULL,
	"fair_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_profile_diffusions_profile_id_fair_id_pk" PRIMARY KEY("profile_id","fair_id")
);
--> statement-breakpoint
CREATE TABLE "job_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"function_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"experience_id" integer,
	"experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personal_quality_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"personal_skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"disponibility_id" integer,
	"mobility_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mobility_region_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"work_transport" text,
	"residence_country_id" integer,
	"recognition" text DEFAULT 'none' NOT NULL,
	"licence" text,
	"cv_id" integer,
	"photo_id" integer,
	"is_complete" boolean GENERATED ALWAYS AS ((cardinality(family_ids) + cardinality(function_ids) > 0) and jsonb_array_length(languages) > 0 and residence_country_id is not null and disponibility_id is not null) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_offer_fairs" ADD CONSTRAINT "job_offer_fairs_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer_fairs" ADD CONSTRAINT "job_offer_fairs_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer_languages" ADD CONSTRAINT "job_offer_languages_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_function_id_job_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."job_functions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_function_level_id_job_function_levels_id_fk" FOREIGN KEY ("function_level_id") REFERENCES "public"."job_function_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_contract_type_id_job_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."job_contract_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_experience_id_job_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."job_experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_education_level_id_job_education_levels_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."job_education_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_disponibility_id_job_disponibilities_id_fk" FOREIGN KEY ("disponibility_id") REFERENCES "public"."job_disponibilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profile_diffusions" ADD CONSTRAINT "job_profile_diffusions_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profile_diffusions" ADD CONSTRAINT "job_profile_diffusions_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_experience_id_job_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."job_experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_disponibility_id_job_disponibilities_id_fk" FOREIGN KEY ("disponibility_id") REFERENCES "public"."job_disponibilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_residence_country_id_countries_id_fk" FOREIGN KEY ("residence_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_cv_id_media_objects_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offer_fairs_fair_idx" ON "job_offer_fairs" USING btree ("fair_id");--> statement-breakpoint
CREATE INDEX "job_offer_languages_offer_idx" ON "job_offer_languages" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "job_offer_languages_language_idx" ON "job_offer_languages" USING btree ("language","max_rank");--> statement-breakpoint
CREATE INDEX "job_offers_firm_idx" ON "job_offers" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "job_offers_status_idx" ON "job_offers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "job_offers_family_idx" ON "job_offers" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "job_offers_function_idx" ON "job_offers" USING btree ("function_id");--> statement-breakpoint
CREATE INDEX "job_offers_country_idx" ON "job_offers" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "job_offers_contract_type_idx" ON "job_offers" USING btree ("contract_type_id");--> statement-breakpoint
CREATE INDEX "job_offers_published_at_idx" ON "job_offers" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "job_profile_diffusions_fair_idx" ON "job_profile_diffusions" USING btree ("fair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_profiles_user_uq" ON "job_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_profiles_function_ids_idx" ON "job_profiles" USING gin ("function_ids");--> statement-breakpoint
CREATE INDEX "job_profiles_family_ids_idx" ON "job_profiles" USING gin ("family_ids");--> statement-breakpoint
CREATE INDEX "job_profiles_languages_idx" ON "job_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "job_profiles_residence_idx" ON "job_profiles" USING btree ("residence_country_id");--> statement-breakpoint
CREATE INDEX "job_profiles_cv_idx" ON "job_profiles" USING btree ("cv_id");--> statement-breakpoint
CREATE INDEX "job_profiles_photo_idx" ON "job_profiles" USING btree ("photo_id");