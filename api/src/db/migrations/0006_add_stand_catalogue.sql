CREATE TABLE "stand_character_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"translations" jsonb NOT NULL,
	CONSTRAINT "stand_character_types_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "stand_characters" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"translations" jsonb NOT NULL,
	"art_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stand_resource_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_type_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_type_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"art_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"stand_group_id" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"art_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stand_type_variations" ADD CONSTRAINT "stand_type_variations_stand_type_id_stand_types_id_fk" FOREIGN KEY ("stand_type_id") REFERENCES "public"."stand_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_types" ADD CONSTRAINT "stand_types_stand_group_id_stand_groups_id_fk" FOREIGN KEY ("stand_group_id") REFERENCES "public"."stand_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stand_characters_type_idx" ON "stand_characters" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "stand_resource_types_type_uq" ON "stand_resource_types" USING btree ("type");--> statement-breakpoint
CREATE INDEX "stand_type_variations_type_idx" ON "stand_type_variations" USING btree ("stand_type_id");--> statement-breakpoint
CREATE INDEX "stand_types_group_idx" ON "stand_types" USING btree ("stand_group_id");