CREATE TABLE "phonogram_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"pattern_id" text NOT NULL,
	"word_id" integer NOT NULL,
	"guid" text,
	"challenge_id" integer,
	"is_right" boolean NOT NULL,
	"target_score" real,
	"word_score" real NOT NULL,
	"reason" text NOT NULL,
	"phones" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phonogram_challenge_items" (
	"challenge_id" integer NOT NULL,
	"position" integer NOT NULL,
	"pattern_id" text NOT NULL,
	"word_id" integer NOT NULL,
	"attempt_id" integer,
	CONSTRAINT "phonogram_challenge_items_challenge_id_position_pk" PRIMARY KEY("challenge_id","position")
);
--> statement-breakpoint
CREATE TABLE "phonogram_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"score" integer
);
--> statement-breakpoint
CREATE TABLE "phonogram_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phonogram_patterns" (
	"id" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"spellings" jsonb NOT NULL,
	"ipa" text NOT NULL,
	"phones" jsonb NOT NULL,
	"how_ja" text NOT NULL,
	"mistake_ja" text NOT NULL,
	"tip_ja" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phonogram_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" text NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"meaning" text NOT NULL,
	"phones" text NOT NULL,
	"marks" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phonogram_attempts" ADD CONSTRAINT "phonogram_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_attempts" ADD CONSTRAINT "phonogram_attempts_pattern_id_phonogram_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."phonogram_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_attempts" ADD CONSTRAINT "phonogram_attempts_word_id_phonogram_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."phonogram_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_attempts" ADD CONSTRAINT "phonogram_attempts_challenge_id_phonogram_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."phonogram_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_challenge_items" ADD CONSTRAINT "phonogram_challenge_items_challenge_id_phonogram_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."phonogram_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_challenge_items" ADD CONSTRAINT "phonogram_challenge_items_pattern_id_phonogram_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."phonogram_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_challenge_items" ADD CONSTRAINT "phonogram_challenge_items_word_id_phonogram_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."phonogram_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_challenge_items" ADD CONSTRAINT "phonogram_challenge_items_attempt_id_phonogram_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."phonogram_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_challenges" ADD CONSTRAINT "phonogram_challenges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_patterns" ADD CONSTRAINT "phonogram_patterns_group_code_phonogram_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."phonogram_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonogram_words" ADD CONSTRAINT "phonogram_words_pattern_id_phonogram_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."phonogram_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phonogram_attempts_guid_key" ON "phonogram_attempts" USING btree ("student_id","guid");--> statement-breakpoint
CREATE INDEX "phonogram_attempts_student_idx" ON "phonogram_attempts" USING btree ("student_id","pattern_id","id");--> statement-breakpoint
CREATE INDEX "phonogram_challenges_student_idx" ON "phonogram_challenges" USING btree ("student_id","started_at");--> statement-breakpoint
CREATE INDEX "phonogram_patterns_group_idx" ON "phonogram_patterns" USING btree ("group_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "phonogram_words_key" ON "phonogram_words" USING btree ("pattern_id","word");