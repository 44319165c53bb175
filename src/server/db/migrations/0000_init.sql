CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"target_date" date,
	"is_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speeches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" integer,
	"context" text NOT NULL,
	"tone" text NOT NULL,
	"voice_style" text NOT NULL,
	"content" text NOT NULL,
	"duration" integer,
	"audio_url" text,
	"name" text,
	"is_favourite" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" text DEFAULT 'free' NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"speeches_used" integer DEFAULT 0 NOT NULL,
	"speech_limit" integer DEFAULT 3 NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"energy" integer NOT NULL,
	"confidence" integer NOT NULL,
	"stress" integer NOT NULL,
	"motivation" integer NOT NULL,
	"overall_mood" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"speech_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"effectiveness" integer NOT NULL,
	"emotional_resonance" integer NOT NULL,
	"preferred_length" text,
	"preferred_tone" text,
	"helpful_elements" jsonb,
	"improvement_suggestions" text,
	"would_recommend" integer DEFAULT 1 NOT NULL,
	"completed_listening" integer DEFAULT 1 NOT NULL,
	"time_spent_listening" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferred_tones" jsonb,
	"preferred_length" text DEFAULT 'medium' NOT NULL,
	"preferred_voice_style" text DEFAULT 'warm' NOT NULL,
	"language_style" text DEFAULT 'conversational' NOT NULL,
	"motivation_triggers" jsonb,
	"avoidance_patterns" jsonb,
	"effective_elements" jsonb,
	"optimal_speech_timing" text,
	"response_to_repetition" text DEFAULT 'moderate' NOT NULL,
	"preferred_complexity" text DEFAULT 'balanced' NOT NULL,
	"avg_rating" real,
	"total_feedback_count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total_speeches" integer DEFAULT 0 NOT NULL,
	"speeches_this_week" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"most_used_tone" text,
	"tone_stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_speech_date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_feedback" ADD CONSTRAINT "speech_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_feedback" ADD CONSTRAINT "speech_feedback_speech_id_speeches_id_fk" FOREIGN KEY ("speech_id") REFERENCES "public"."speeches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "speeches_user_created_idx" ON "speeches" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "speeches_user_favourite_idx" ON "speeches" USING btree ("user_id","is_favourite");--> statement-breakpoint
CREATE INDEX "speeches_goal_idx" ON "speeches" USING btree ("goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_demo_created_idx" ON "users" USING btree ("is_demo","created_at");--> statement-breakpoint
CREATE INDEX "mood_entries_user_created_idx" ON "mood_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "speech_feedback_user_speech_idx" ON "speech_feedback" USING btree ("user_id","speech_id");