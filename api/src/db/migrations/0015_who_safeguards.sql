CREATE TABLE "job_safeguarded_countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"edition" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fairs" ADD COLUMN "is_applying_who_safeguards" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_safeguarded_countries" ADD CONSTRAINT "job_safeguarded_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_safeguarded_countries_country_uq" ON "job_safeguarded_countries" USING btree ("country_id");