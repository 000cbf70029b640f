CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"map" text NOT NULL,
	"position" integer NOT NULL,
	"stand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_hall_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_hall_id" integer NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_hall_configurations_fair_hall_id_unique" UNIQUE("fair_hall_id")
);
--> statement-breakpoint
CREATE TABLE "fair_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb NOT NULL,
	"letter" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"number_of_stands" integer DEFAULT 12 NOT NULL,
	"color" text,
	"variant" text,
	"title_color" text,
	"left_image_id" integer,
	"right_image_id" integer,
	"overview_image_id" integer,
	"link" text,
	"type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_hall_configurations" ADD CONSTRAINT "fair_hall_configurations_fair_hall_id_fair_halls_id_fk" FOREIGN KEY ("fair_hall_id") REFERENCES "public"."fair_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_halls" ADD CONSTRAINT "fair_halls_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_halls" ADD CONSTRAINT "fair_halls_left_image_id_media_objects_id_fk" FOREIGN KEY ("left_image_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_halls" ADD CONSTRAINT "fair_halls_right_image_id_media_objects_id_fk" FOREIGN KEY ("right_image_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_halls" ADD CONSTRAINT "fair_halls_overview_image_id_media_objects_id_fk" FOREIGN KEY ("overview_image_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elements_type_map_position_uq" ON "elements" USING btree ("type","map","position");--> statement-breakpoint
CREATE INDEX "fair_halls_fair_idx" ON "fair_halls" USING btree ("fair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_halls_fair_letter_uq" ON "fair_halls" USING btree ("fair_id","letter");