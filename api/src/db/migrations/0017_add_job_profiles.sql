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
ALTER TABLE "job_profile_diffusions" ADD CONSTRAINT "job_profile_diffusions_profile_id_job_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."job_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profile_diffusions" ADD CONSTRAINT "job_profile_diffusions_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_experience_id_job_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."job_experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_disponibility_id_job_disponibilities_id_fk" FOREIGN KEY ("disponibility_id") REFERENCES "public"."job_disponibilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_residence_country_id_countries_id_fk" FOREIGN KEY ("residence_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_cv_id_media_objects_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_photo_id_media_objects_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_profile_diffusions_fair_idx" ON "job_profile_diffusions" USING btree ("fair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_profiles_user_uq" ON "job_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_profiles_function_ids_idx" ON "job_profiles" USING gin ("function_ids");--> statement-breakpoint
CREATE INDEX "job_profiles_family_ids_idx" ON "job_profiles" USING gin ("family_ids");--> statement-breakpoint
CREATE INDEX "job_profiles_languages_idx" ON "job_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "job_profiles_residence_idx" ON "job_profiles" USING btree ("residence_country_id");--> statement-breakpoint
CREATE INDEX "job_profiles_cv_idx" ON "job_profiles" USING btree ("cv_id");--> statement-breakpoint
CREATE INDEX "job_profiles_photo_idx" ON "job_profiles" USING btree ("photo_id");