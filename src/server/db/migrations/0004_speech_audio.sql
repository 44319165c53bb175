CREATE TABLE "speech_audio" (
	"speech_id" integer NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "speech_audio_speech_id_key_pk" PRIMARY KEY("speech_id","key")
);
--> statement-breakpoint
ALTER TABLE "speech_audio" ADD CONSTRAINT "speech_audio_speech_id_speeches_id_fk" FOREIGN KEY ("speech_id") REFERENCES "public"."speeches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_audio_key_idx" ON "speech_audio" USING btree ("key");