CREATE TABLE "stand_admins" (
	"stand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_admins_stand_id_user_id_pk" PRIMARY KEY("stand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stand_business_sectors" (
	"stand_id" integer NOT NULL,
	"business_sector_id" integer NOT NULL,
	CONSTRAINT "stand_business_sectors_stand_id_business_sector_id_pk" PRIMARY KEY("stand_id","business_sector_id")
);
--> statement-breakpoint
CREATE TABLE "stand_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text,
	"infos" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_language_id" integer NOT NULL,
	"type" text NOT NULL,
	"media_id" integer,
	"url" text,
	"title" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stands" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"fair_hall_id" integer,
	"number" integer,
	"name" text NOT NULL,
	"image_id" integer,
	"logo_id" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_hidden_by_organizer" boolean DEFAULT false NOT NULL,
	"is_language_visible" boolean DEFAULT true NOT NULL,
	"stand_group_id" integer,
	"stand_type_id" integer,
	"stand_type_variation_id" integer,
	"theme" text DEFAULT 'lagon' NOT NULL,
	"persons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stand_admins" ADD CONSTRAINT "stand_admins_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_admins" ADD CONSTRAINT "stand_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_business_sectors" ADD CONSTRAINT "stand_business_sectors_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_business_sectors" ADD CONSTRAINT "stand_business_sectors_business_sector_id_business_sectors_id_fk" FOREIGN KEY ("business_sector_id") REFERENCES "public"."business_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_contacts" ADD CONSTRAINT "stand_contacts_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_contacts" ADD CONSTRAINT "stand_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_languages" ADD CONSTRAINT "stand_languages_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_resources" ADD CONSTRAINT "stand_resources_stand_language_id_stand_languages_id_fk" FOREIGN KEY ("stand_language_id") REFERENCES "public"."stand_languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_resources" ADD CONSTRAINT "stand_resources_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_fair_hall_id_fair_halls_id_fk" FOREIGN KEY ("fair_hall_id") REFERENCES "public"."fair_halls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_image_id_media_objects_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_logo_id_media_objects_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_stand_group_id_stand_groups_id_fk" FOREIGN KEY ("stand_group_id") REFERENCES "public"."stand_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_stand_type_id_stand_types_id_fk" FOREIGN KEY ("stand_type_id") REFERENCES "public"."stand_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_stand_type_variation_id_stand_type_variations_id_fk" FOREIGN KEY ("stand_type_variation_id") REFERENCES "public"."stand_type_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stand_admins_user_idx" ON "stand_admins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stand_contacts_stand_user_uq" ON "stand_contacts" USING btree ("stand_id","user_id");--> statement-breakpoint
CREATE INDEX "stand_contacts_user_idx" ON "stand_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stand_languages_stand_language_uq" ON "stand_languages" USING btree ("stand_id","language");--> statement-breakpoint
CREATE INDEX "stand_resources_language_type_idx" ON "stand_resources" USING btree ("stand_language_id","type");--> statement-breakpoint
CREATE INDEX "stands_fair_idx" ON "stands" USING btree ("fair_id");--> statement-breakpoint
CREATE INDEX "stands_firm_idx" ON "stands" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stands_hall_number_uq" ON "stands" USING btree ("fair_hall_id","number");--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;