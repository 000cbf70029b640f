CREATE TABLE "job_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_disponibilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_education_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_function_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"isco_code" text,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_language_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_personal_qualities" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_personal_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_education_levels" ADD CONSTRAINT "job_education_levels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_families" ADD CONSTRAINT "job_families_parent_id_job_families_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_functions" ADD CONSTRAINT "job_functions_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_education_levels_country_idx" ON "job_education_levels" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "job_families_parent_idx" ON "job_families" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "job_functions_family_idx" ON "job_functions" USING btree ("family_id");