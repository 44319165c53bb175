CREATE TABLE "attempt_turns" (
	"key" text PRIMARY KEY NOT NULL,
	"taken_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_turns_taken_until_idx" ON "attempt_turns" USING btree ("taken_until");--> statement-breakpoint
CREATE INDEX "attempts_expires_idx" ON "attempts" USING btree ("expires_at");