CREATE TABLE "visio_daily_contacts" (
	"user_id" integer NOT NULL,
	"fair_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "visio_daily_contacts_user_id_fair_id_day_pk" PRIMARY KEY("user_id","fair_id","day")
);
--> statement-breakpoint
CREATE TABLE "visio_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"uniqid" text NOT NULL,
	"uniqid_expires_at" timestamp with time zone NOT NULL,
	"fair_id" integer NOT NULL,
	"stand_id" integer,
	"caller_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" integer
);
--> statement-breakpoint
ALTER TABLE "visio_daily_contacts" ADD CONSTRAINT "visio_daily_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_daily_contacts" ADD CONSTRAINT "visio_daily_contacts_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visio_rooms" ADD CONSTRAINT "visio_rooms_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visio_rooms_uniqid_idx" ON "visio_rooms" USING btree ("uniqid");--> statement-breakpoint
CREATE INDEX "visio_rooms_caller_idx" ON "visio_rooms" USING btree ("caller_id","id");--> statement-breakpoint
CREATE INDEX "visio_rooms_receiver_idx" ON "visio_rooms" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "visio_rooms_one_call_per_caller_idx" ON "visio_rooms" USING btree ("caller_id") WHERE "visio_rooms"."status" in ('ringing', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "visio_rooms_one_call_per_receiver_idx" ON "visio_rooms" USING btree ("receiver_id") WHERE "visio_rooms"."status" in ('ringing', 'active');--> statement-breakpoint
CREATE INDEX "visio_rooms_ringing_idx" ON "visio_rooms" USING btree ("started_at") WHERE "visio_rooms"."status" = 'ringing';