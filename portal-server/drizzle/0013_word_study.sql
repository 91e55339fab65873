CREATE TABLE "favorite_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"module" text NOT NULL,
	"word_name" text NOT NULL,
	"words" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poor_words" (
	"student_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"poor_count" integer DEFAULT 1 NOT NULL,
	"last_score" real NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poor_words_student_id_word_id_pk" PRIMARY KEY("student_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "word_bookmark_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_bookmarks" (
	"list_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_bookmarks_list_id_word_id_pk" PRIMARY KEY("list_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "word_exam_items" (
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"word_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"is_right" integer,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"fixed_at" timestamp with time zone,
	CONSTRAINT "word_exam_items_exam_id_position_pk" PRIMARY KEY("exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "word_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"guid" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_plan_words" (
	"plan_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"position" integer NOT NULL,
	"due" timestamp with time zone,
	"stability" real DEFAULT 0 NOT NULL,
	"difficulty" real DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "word_plan_words_plan_id_word_id_pk" PRIMARY KEY("plan_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "word_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"module" text NOT NULL,
	"list_id" integer,
	"title" text NOT NULL,
	"daily_new" integer NOT NULL,
	"desired_retention" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"is_right" integer NOT NULL,
	"rating" integer NOT NULL,
	"response_ms" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"due_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"guid" text NOT NULL,
	"kind" text NOT NULL,
	"word_ids" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favorite_words" ADD CONSTRAINT "favorite_words_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poor_words" ADD CONSTRAINT "poor_words_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poor_words" ADD CONSTRAINT "poor_words_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_bookmark_lists" ADD CONSTRAINT "word_bookmark_lists_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_bookmarks" ADD CONSTRAINT "word_bookmarks_list_id_word_bookmark_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."word_bookmark_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_bookmarks" ADD CONSTRAINT "word_bookmarks_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_exam_items" ADD CONSTRAINT "word_exam_items_exam_id_word_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."word_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_exam_items" ADD CONSTRAINT "word_exam_items_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_exams" ADD CONSTRAINT "word_exams_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_exams" ADD CONSTRAINT "word_exams_plan_id_word_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."word_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_plan_words" ADD CONSTRAINT "word_plan_words_plan_id_word_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."word_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_plan_words" ADD CONSTRAINT "word_plan_words_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_plans" ADD CONSTRAINT "word_plans_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_plans" ADD CONSTRAINT "word_plans_list_id_word_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."word_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_reviews" ADD CONSTRAINT "word_reviews_run_id_word_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."word_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_reviews" ADD CONSTRAINT "word_reviews_plan_id_word_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."word_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_reviews" ADD CONSTRAINT "word_reviews_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_runs" ADD CONSTRAINT "word_runs_plan_id_word_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."word_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_runs" ADD CONSTRAINT "word_runs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_words_key" ON "favorite_words" USING btree ("student_id","module","word_name");--> statement-breakpoint
CREATE INDEX "poor_words_student_idx" ON "poor_words" USING btree ("student_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "word_bookmark_lists_name_key" ON "word_bookmark_lists" USING btree ("student_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "word_exam_items_question_key" ON "word_exam_items" USING btree ("exam_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "word_exams_guid_key" ON "word_exams" USING btree ("student_id","guid");--> statement-breakpoint
CREATE INDEX "word_exams_student_idx" ON "word_exams" USING btree ("student_id","started_at");--> statement-breakpoint
CREATE INDEX "word_plan_words_due_idx" ON "word_plan_words" USING btree ("plan_id","due");--> statement-breakpoint
CREATE INDEX "word_plan_words_position_idx" ON "word_plan_words" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "word_plans_student_idx" ON "word_plans" USING btree ("student_id","module");--> statement-breakpoint
CREATE UNIQUE INDEX "word_reviews_question_key" ON "word_reviews" USING btree ("run_id","question_id");--> statement-breakpoint
CREATE INDEX "word_reviews_plan_idx" ON "word_reviews" USING btree ("plan_id","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "word_runs_guid_key" ON "word_runs" USING btree ("student_id","guid");--> statement-breakpoint
CREATE INDEX "word_runs_plan_idx" ON "word_runs" USING btree ("plan_id","issued_at");