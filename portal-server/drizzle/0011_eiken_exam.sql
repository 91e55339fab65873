CREATE TABLE "eiken_exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"open_key" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"finish_reason" text,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "eiken_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"level_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"minutes" integer NOT NULL,
	"pass_ratio" real NOT NULL,
	"group_key" text NOT NULL,
	"sections" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eiken_review_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"percent_score" integer NOT NULL,
	"result" jsonb,
	"answer_result" text DEFAULT '' NOT NULL,
	"is_skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eiken_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "eiken_exam_attempts" ADD CONSTRAINT "eiken_exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_exam_attempts" ADD CONSTRAINT "eiken_exam_attempts_exam_id_eiken_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."eiken_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_exams" ADD CONSTRAINT "eiken_exams_level_id_eiken_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."eiken_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_review_answers" ADD CONSTRAINT "eiken_review_answers_review_id_eiken_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."eiken_reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_review_answers" ADD CONSTRAINT "eiken_review_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_review_answers" ADD CONSTRAINT "eiken_review_answers_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_reviews" ADD CONSTRAINT "eiken_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_reviews" ADD CONSTRAINT "eiken_reviews_level_id_eiken_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."eiken_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_exam_attempts_guid_key" ON "eiken_exam_attempts" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_exam_attempts_open_key" ON "eiken_exam_attempts" USING btree ("open_key");--> statement-breakpoint
CREATE INDEX "eiken_exam_attempts_user_idx" ON "eiken_exam_attempts" USING btree ("user_id","exam_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_exams_code_key" ON "eiken_exams" USING btree ("code");--> statement-breakpoint
CREATE INDEX "eiken_exams_level_idx" ON "eiken_exams" USING btree ("level_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_review_answers_item_key" ON "eiken_review_answers" USING btree ("review_id","question_id");--> statement-breakpoint
CREATE INDEX "eiken_review_answers_user_idx" ON "eiken_review_answers" USING btree ("user_id","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_reviews_guid_key" ON "eiken_reviews" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "eiken_reviews_user_idx" ON "eiken_reviews" USING btree ("user_id","level_id");