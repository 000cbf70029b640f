ALTER TABLE "media_objects" ADD COLUMN "derived_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "unused_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_objects_uploaded_by_idx" ON "media_objects" USING btree ("uploaded_by");