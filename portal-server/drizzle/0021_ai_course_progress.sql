CREATE TABLE "ai_course_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"step_id" integer,
	"resource_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"guid" text NOT NULL,
	"score" integer NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_course_runs_kind_check" CHECK ("ai_course_runs"."kind" in ('review', 'consolidation', 'test', 'recommend'))
);
--> statement-breakpoint
CREATE TABLE "ai_lesson_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"exercise_code" text,
	"exercise_resource_id" integer,
	CONSTRAINT "ai_lesson_steps_kind_check" CHECK ("ai_lesson_steps"."kind" in ('video', 'explanation', 'review', 'consolidation'))
);
--> statement-breakpoint
CREATE TABLE "ai_step_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"done_at" timestamp with time zone,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"last_position" real DEFAULT 0 NOT NULL,
	"best_score" integer,
	"last_guid" text,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_study_days" (
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_study_days_student_id_course_id_day_pk" PRIMARY KEY("student_id","course_id","day")
);
--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "test_code" text;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "test_resource_id" integer;--> statement-breakpoint
ALTER TABLE "ai_lessons" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_lessons" ADD COLUMN "explanation" jsonb;--> statement-breakpoint
ALTER TABLE "ai_course_runs" ADD CONSTRAINT "ai_course_runs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_runs" ADD CONSTRAINT "ai_course_runs_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_runs" ADD CONSTRAINT "ai_course_runs_step_id_ai_lesson_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."ai_lesson_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_runs" ADD CONSTRAINT "ai_course_runs_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_runs" ADD CONSTRAINT "ai_course_runs_run_id_practice_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."practice_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_lesson_steps" ADD CONSTRAINT "ai_lesson_steps_lesson_id_ai_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."ai_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_lesson_steps" ADD CONSTRAINT "ai_lesson_steps_exercise_resource_id_resources_id_fk" FOREIGN KEY ("exercise_resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_step_progress" ADD CONSTRAINT "ai_step_progress_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_step_progress" ADD CONSTRAINT "ai_step_progress_step_id_ai_lesson_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."ai_lesson_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_study_days" ADD CONSTRAINT "ai_study_days_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_study_days" ADD CONSTRAINT "ai_study_days_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_course_runs_student_guid_key" ON "ai_course_runs" USING btree ("student_id","guid");--> statement-breakpoint
CREATE INDEX "ai_course_runs_student_course_idx" ON "ai_course_runs" USING btree ("student_id","course_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_lesson_steps_lesson_kind_key" ON "ai_lesson_steps" USING btree ("lesson_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_step_progress_student_step_key" ON "ai_step_progress" USING btree ("student_id","step_id");--> statement-breakpoint
ALTER TABLE "ai_courses" ADD CONSTRAINT "ai_courses_test_resource_id_resources_id_fk" FOREIGN KEY ("test_resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;