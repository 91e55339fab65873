CREATE TABLE "eiken_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"exam" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"cefr" text NOT NULL,
	"description_ja" text NOT NULL,
	"sample_en" text NOT NULL,
	"sample_ja" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_eiken_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"ipa" text NOT NULL,
	"part_of_speech" text NOT NULL,
	"meaning_ja" text NOT NULL,
	"example_en" text NOT NULL,
	"example_ja" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_introduction" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"paragraphs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word" text NOT NULL,
	"found" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"title_ja" text NOT NULL,
	"level" integer NOT NULL,
	"word_count" integer NOT NULL,
	"genre_ja" text NOT NULL,
	"summary_ja" text NOT NULL,
	"first_line" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ja" text NOT NULL,
	"question_count" integer NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_ja" text NOT NULL,
	"title_en" text NOT NULL,
	"cefr" text NOT NULL,
	"description_ja" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_ja" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_eiken_levels" ADD CONSTRAINT "student_eiken_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_eiken_levels" ADD CONSTRAINT "student_eiken_levels_level_id_eiken_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."eiken_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_search_logs" ADD CONSTRAINT "dictionary_search_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_lessons" ADD CONSTRAINT "ai_lessons_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_levels_code_key" ON "eiken_levels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "student_eiken_levels_level_idx" ON "student_eiken_levels" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_word_key" ON "dictionary_entries" USING btree ("word");--> statement-breakpoint
CREATE INDEX "dictionary_search_logs_user_idx" ON "dictionary_search_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebooks_code_key" ON "ebooks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "arena_types_code_key" ON "arena_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_courses_code_key" ON "ai_courses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_lessons_course_position_key" ON "ai_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "ai_lessons_course_idx" ON "ai_lessons" USING btree ("course_id");