ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "session_id" uuid;