CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"package_path" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"root_path" text DEFAULT '' NOT NULL,
	"group_key" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"has_limit" boolean DEFAULT false NOT NULL,
	"limit_number" integer DEFAULT 0 NOT NULL,
	"required_times" integer DEFAULT 0 NOT NULL,
	"sample_answer" integer DEFAULT 1 NOT NULL,
	"speech_speed" integer DEFAULT 1 NOT NULL,
	"subtitle" integer DEFAULT 1 NOT NULL,
	"translation" integer DEFAULT 1 NOT NULL,
	"answer_tips" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"topic_id" integer,
	"question_id" text NOT NULL,
	"kind" text NOT NULL,
	"answer_result" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"total_score" real,
	"percent_score" integer NOT NULL,
	"server_scored" boolean DEFAULT false NOT NULL,
	"accuracy_score" real,
	"fluency_score" real,
	"integrity_score" real,
	"evaluate_result" text DEFAULT '' NOT NULL,
	"evaluate_html" text DEFAULT '' NOT NULL,
	"poorly_words" text DEFAULT '' NOT NULL,
	"study_report" text DEFAULT '' NOT NULL,
	"sound_file" text DEFAULT '' NOT NULL,
	"record_duration" real,
	"recognize_text" text DEFAULT '' NOT NULL,
	"recognize_status" text DEFAULT 'none' NOT NULL,
	"practice_type" integer,
	"word_id" text DEFAULT '' NOT NULL,
	"is_skipped" boolean DEFAULT false NOT NULL,
	"payload_hash" text NOT NULL,
	"points_credited" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"student_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"topic_id" integer,
	"open_key" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"current_index" integer DEFAULT 0 NOT NULL,
	"engine_result" text DEFAULT '' NOT NULL,
	"engine_pic" text DEFAULT '' NOT NULL,
	"correct_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"url" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"question_id" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"screen_en_text" text DEFAULT '' NOT NULL,
	"screen_jp_text" text DEFAULT '' NOT NULL,
	"evaluate_html" text DEFAULT '' NOT NULL,
	"evaluate_result" text DEFAULT '' NOT NULL,
	"scores" text DEFAULT '' NOT NULL,
	"record_duration" real,
	"percent_score" integer DEFAULT 0 NOT NULL,
	"sound_file" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_sentences" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sentence_key" text NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"resource_id" integer,
	"resource_code" text DEFAULT '' NOT NULL,
	"question_index" integer,
	"sentence_id" text DEFAULT '' NOT NULL,
	"sentence_source" text DEFAULT '' NOT NULL,
	"screen_en_text" text DEFAULT '' NOT NULL,
	"screen_jp_text" text DEFAULT '' NOT NULL,
	"evaluate_text" text DEFAULT '' NOT NULL,
	"audio_file_name" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"record_max_time" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"join_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_days" (
	"day" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_entries" (
	"day" text NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"practice_count" integer NOT NULL,
	"average_score" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "ranking_entries_day_student_id_pk" PRIMARY KEY("day","student_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"session_id" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"resource_id" text DEFAULT '' NOT NULL,
	"question_id" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_topics" ADD CONSTRAINT "homework_topics_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_topics" ADD CONSTRAINT "homework_topics_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_run_id_practice_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."practice_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_topic_id_homework_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."homework_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_runs" ADD CONSTRAINT "practice_runs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_runs" ADD CONSTRAINT "practice_runs_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_runs" ADD CONSTRAINT "practice_runs_topic_id_homework_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."homework_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_favorites" ADD CONSTRAINT "device_favorites_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_favorites" ADD CONSTRAINT "device_favorites_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_sentences" ADD CONSTRAINT "favorite_sentences_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_sentences" ADD CONSTRAINT "favorite_sentences_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_day_ranking_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."ranking_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_error_reports" ADD CONSTRAINT "evaluation_error_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resources_code_key" ON "resources" USING btree ("code");--> statement-breakpoint
CREATE INDEX "resources_group_idx" ON "resources" USING btree ("group_key","position");--> statement-breakpoint
CREATE INDEX "homework_class_idx" ON "homework" USING btree ("class_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_topics_position_key" ON "homework_topics" USING btree ("homework_id","position");--> statement-breakpoint
CREATE INDEX "homework_topics_resource_idx" ON "homework_topics" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_same_post_key" ON "answers" USING btree ("student_id","run_id","question_id","payload_hash");--> statement-breakpoint
CREATE INDEX "answers_run_idx" ON "answers" USING btree ("run_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_student_resource_idx" ON "answers" USING btree ("student_id","resource_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_student_topic_idx" ON "answers" USING btree ("student_id","topic_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_student_created_idx" ON "answers" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "answers_created_idx" ON "answers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_runs_student_guid_key" ON "practice_runs" USING btree ("student_id","guid");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_runs_open_key" ON "practice_runs" USING btree ("open_key");--> statement-breakpoint
CREATE INDEX "practice_runs_student_resource_idx" ON "practice_runs" USING btree ("student_id","resource_id");--> statement-breakpoint
CREATE INDEX "practice_runs_topic_idx" ON "practice_runs" USING btree ("topic_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_key" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_student_idx" ON "uploads" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_favorites_key" ON "device_favorites" USING btree ("student_id","resource_id","question_id");--> statement-breakpoint
CREATE INDEX "device_favorites_student_idx" ON "device_favorites" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_sentences_key" ON "favorite_sentences" USING btree ("student_id","sentence_key");--> statement-breakpoint
CREATE INDEX "favorite_sentences_student_idx" ON "favorite_sentences" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "live_classes_class_idx" ON "live_classes" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "ranking_entries_school_idx" ON "ranking_entries" USING btree ("day","school_id","rank");--> statement-breakpoint
CREATE INDEX "evaluation_error_reports_student_idx" ON "evaluation_error_reports" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_error_reports_code_idx" ON "evaluation_error_reports" USING btree ("code","created_at");