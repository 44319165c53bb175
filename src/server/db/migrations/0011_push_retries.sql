CREATE TABLE "push_retries" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"retry_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_retries" ADD CONSTRAINT "push_retries_endpoint_push_subscriptions_endpoint_fk" FOREIGN KEY ("endpoint") REFERENCES "public"."push_subscriptions"("endpoint") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_retries_retry_at_idx" ON "push_retries" USING btree ("retry_at");