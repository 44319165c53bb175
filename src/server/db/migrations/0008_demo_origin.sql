ALTER TABLE "users" ADD COLUMN "demo_origin" text;--> statement-breakpoint
CREATE INDEX "users_demo_origin_idx" ON "users" USING btree ("demo_origin","created_at");