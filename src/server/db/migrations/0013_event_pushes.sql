CREATE TABLE "event_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"speech_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"event" varchar(80) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pushes_speech_id_unique" UNIQUE("speech_id")
);
--> statement-breakpoint
ALTER TABLE "event_pushes" ADD CONSTRAINT "event_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pushes" ADD CONSTRAINT "event_pushes_speech_id_speeches_id_fk" FOREIGN KEY ("speech_id") REFERENCES "public"."speeches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_pushes_due_idx" ON "event_pushes" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "event_pushes_user_idx" ON "event_pushes" USING btree ("user_id");