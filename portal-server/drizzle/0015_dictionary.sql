CREATE TABLE "dictionary_build" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stats" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_lookup_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"word" text NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_meanings" (
	"term" text NOT NULL,
	"word_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dictionary_meanings_term_word_id_pk" PRIMARY KEY("term","word_id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_words" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"word" text NOT NULL,
	"ipa" text NOT NULL,
	"is_phrase" boolean NOT NULL,
	"mean" text NOT NULL,
	"rank" integer NOT NULL,
	"senses" jsonb NOT NULL,
	"examples" jsonb NOT NULL,
	"forms" jsonb NOT NULL,
	"related" jsonb NOT NULL,
	"phrases" jsonb NOT NULL,
	"sources" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_lookup_logs" ADD CONSTRAINT "dictionary_lookup_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_lookup_logs_user_word" ON "dictionary_lookup_logs" USING btree ("user_id","word_id");--> statement-breakpoint
CREATE INDEX "dictionary_lookup_logs_user_time" ON "dictionary_lookup_logs" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "dictionary_meanings_term_prefix" ON "dictionary_meanings" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_words_key" ON "dictionary_words" USING btree ("key");--> statement-breakpoint
CREATE INDEX "dictionary_words_key_prefix" ON "dictionary_words" USING btree ("key" text_pattern_ops);