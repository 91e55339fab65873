CREATE TABLE "cefr_items" (
	"question_id" text PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"level" text NOT NULL,
	"skill" text NOT NULL,
	"difficulty" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cefr_test_answers" (
	"test_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answer" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cefr_test_answers_test_id_question_id_pk" PRIMARY KEY("test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "cefr_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"user_id" integer NOT NULL,
	"test_level" text,
	"prior_mean" real NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"theta" real,
	"se" real,
	"placed_level" text,
	"score" real,
	"lost" jsonb,
	"level_before" text,
	"level_after" text
);
--> statement-breakpoint
CREATE TABLE "cefr_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"can_do" text NOT NULL,
	"can_do_en" text NOT NULL,
	"group_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_cefr_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cefr_items" ADD CONSTRAINT "cefr_items_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cefr_items" ADD CONSTRAINT "cefr_items_unit_id_cefr_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."cefr_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cefr_test_answers" ADD CONSTRAINT "cefr_test_answers_test_id_cefr_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."cefr_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cefr_tests" ADD CONSTRAINT "cefr_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_cefr_levels" ADD CONSTRAINT "student_cefr_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cefr_items_level_idx" ON "cefr_items" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "cefr_tests_guid_key" ON "cefr_tests" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "cefr_tests_user_idx" ON "cefr_tests" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cefr_units_code_key" ON "cefr_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cefr_units_level_idx" ON "cefr_units" USING btree ("level","position");