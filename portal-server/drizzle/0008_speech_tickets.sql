CREATE TABLE "speech_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "speech_tts_counts" (
	"user_id" integer NOT NULL,
	"minute_start" timestamp with time zone NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "speech_tts_counts_user_id_minute_start_pk" PRIMARY KEY("user_id","minute_start")
);
--> statement-breakpoint
ALTER TABLE "speech_tickets" ADD CONSTRAINT "speech_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_tts_counts" ADD CONSTRAINT "speech_tts_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_tickets_user_used_idx" ON "speech_tickets" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE INDEX "speech_tickets_expires_idx" ON "speech_tickets" USING btree ("expires_at");