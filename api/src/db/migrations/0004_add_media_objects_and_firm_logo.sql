CREATE TABLE "media_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_path" text NOT NULL,
	"thumbnail_path" text,
	"file_path_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" integer NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "logo_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "media_objects_file_path_uq" ON "media_objects" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "media_objects_type_idx" ON "media_objects" USING btree ("type");--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_logo_id_media_objects_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;