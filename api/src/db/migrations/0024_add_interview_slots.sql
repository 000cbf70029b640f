CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"stand_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"booked_by" integer,
	"booked_at" timestamp with time zone,
	"job_offer_id" integer,
	"reminded_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_message" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_status_ck" CHECK ("interview_slots"."status" in ('open', 'booked', 'cancelled')),
	CONSTRAINT "interview_slots_duration_ck" CHECK ("interview_slots"."duration_minutes" between 10 and 120),
	CONSTRAINT "interview_slots_booked_ck" CHECK ("interview_slots"."status" <> 'booked' or "interview_slots"."booked_by" is not null)
);
--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_job_offer_id_job_offers_id_fk" FOREIGN KEY ("job_offer_id") REFERENCES "public"."job_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_one_per_booth_uq" ON "interview_slots" USING btree ("stand_id","booked_by") WHERE "interview_slots"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "interview_slots_stand_starts_idx" ON "interview_slots" USING btree ("stand_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_host_starts_idx" ON "interview_slots" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_booked_by_idx" ON "interview_slots" USING btree ("booked_by") WHERE "interview_slots"."booked_by" is not null;--> statement-breakpoint
CREATE INDEX "interview_slots_reminder_idx" ON "interview_slots" USING btree ("starts_at") WHERE "interview_slots"."status" = 'booked' and "interview_slots"."reminded_at" is null;