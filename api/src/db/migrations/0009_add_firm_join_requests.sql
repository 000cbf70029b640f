CREATE TABLE "firm_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"fair_id" integer,
	"user_type" integer DEFAULT 6 NOT NULL,
	"requested_by_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_join_requests_status_ck" CHECK ("firm_join_requests"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "firm_join_requests_user_type_ck" CHECK ("firm_join_requests"."user_type" in (5, 6))
);
--> statement-breakpoint
ALTER TABLE "firm_join_requests" ADD CONSTRAINT "firm_join_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_join_requests" ADD CONSTRAINT "firm_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_join_requests" ADD CONSTRAINT "firm_join_requests_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_join_requests" ADD CONSTRAINT "firm_join_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_join_requests" ADD CONSTRAINT "firm_join_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_join_requests_pending_uq" ON "firm_join_requests" USING btree ("firm_id","user_id") WHERE "firm_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "firm_join_requests_firm_status_idx" ON "firm_join_requests" USING btree ("firm_id","status");--> statement-breakpoint
CREATE INDEX "firm_join_requests_user_idx" ON "firm_join_requests" USING btree ("user_id");