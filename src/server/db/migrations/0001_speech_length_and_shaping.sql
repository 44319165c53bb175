ALTER TABLE "speeches" ADD COLUMN "length" text;--> statement-breakpoint
ALTER TABLE "speeches" ADD COLUMN "shaping" jsonb;