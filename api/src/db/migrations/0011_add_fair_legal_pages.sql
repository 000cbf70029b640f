CREATE TABLE "fair_legal_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"html" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_legal_pages" ADD CONSTRAINT "fair_legal_pages_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_legal_pages" ADD CONSTRAINT "fair_legal_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_legal_pages_fair_kind_locale_uq" ON "fair_legal_pages" USING btree ("fair_id","kind","locale");--> statement-breakpoint
CREATE INDEX "fair_legal_pages_updated_by_idx" ON "fair_legal_pages" USING btree ("updated_by");