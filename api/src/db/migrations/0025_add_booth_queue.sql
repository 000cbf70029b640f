CREATE TABLE "video_call_alerts" (
	"user_id" integer NOT NULL,
	"fair_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_call_alerts_user_id_fair_id_day_pk" PRIMARY KEY("user_id","fair_id","day")
);
--> statement-breakpoint
CREATE TABLE "booth_opening_hours" (
	"stand_id" integer PRIMARY KEY NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_queue_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_id" integer NOT NULL,
	"fair_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"taken_by" integer,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_call_alerts" ADD CONSTRAINT "video_call_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_alerts" ADD CONSTRAINT "video_call_alerts_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_opening_hours" ADD CONSTRAINT "booth_opening_hours_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_queue_entries" ADD CONSTRAINT "booth_queue_entries_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_queue_entries" ADD CONSTRAINT "booth_queue_entries_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_queue_entries" ADD CONSTRAINT "booth_queue_entries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_queue_entries" ADD CONSTRAINT "booth_queue_entries_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_queue_entries" ADD CONSTRAINT "booth_queue_entries_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_queue_one_wait_idx" ON "booth_queue_entries" USING btree ("stand_id","visitor_id") WHERE "booth_queue_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "booth_queue_waiting_idx" ON "booth_queue_entries" USING btree ("stand_id","id") WHERE "booth_queue_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "booth_queue_visitor_idx" ON "booth_queue_entries" USING btree ("visitor_id","stand_id","id");