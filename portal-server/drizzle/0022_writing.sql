CREATE TABLE "writing_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"level" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"prompt_en" text NOT NULL,
	"instruction_ja" text NOT NULL,
	"min_words" integer NOT NULL,
	"max_words" integer NOT NULL,
	"keywords" jsonb NOT NULL,
	"model_answer_en" text NOT NULL,
	"model_answer_ja" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"student_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"mode" text NOT NULL,
	"source" text NOT NULL,
	"homework_id" integer,
	"content" text NOT NULL,
	"image_url" text,
	"evaluation" jsonb NOT NULL,
	"teacher_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" integer NOT NULL,
	"word_count" integer NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "writing_submissions_mode_check" CHECK ("writing_submissions"."mode" in ('practice', 'homework') and "writing_submissions"."source" in ('skillup', 'ai'))
);
--> statement-breakpoint
ALTER TABLE "homework_topics" ALTER COLUMN "resource_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_topics" ADD COLUMN "writing_topic_id" integer;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_topic_id_writing_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."writing_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "writing_topics_code_key" ON "writing_topics" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "writing_submissions_guid_key" ON "writing_submissions" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "writing_submissions_student_idx" ON "writing_submissions" USING btree ("student_id","source","created_at");--> statement-breakpoint
CREATE INDEX "writing_submissions_topic_idx" ON "writing_submissions" USING btree ("student_id","topic_id");--> statement-breakpoint
CREATE INDEX "writing_submissions_homework_idx" ON "writing_submissions" USING btree ("homework_id");--> statement-breakpoint
ALTER TABLE "homework_topics" ADD CONSTRAINT "homework_topics_writing_topic_id_writing_topics_id_fk" FOREIGN KEY ("writing_topic_id") REFERENCES "public"."writing_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_topics" ADD CONSTRAINT "homework_topics_one_task_check" CHECK (num_nonnulls("homework_topics"."resource_id", "homework_topics"."writing_topic_id") = 1);