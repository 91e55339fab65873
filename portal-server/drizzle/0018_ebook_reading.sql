CREATE TABLE "ebook_impressions" (
	"student_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_impressions_student_id_book_id_pk" PRIMARY KEY("student_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_level_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"level" integer NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"per_level" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_positions" (
	"student_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"chapter_index" integer NOT NULL,
	"sentence_index" integer NOT NULL,
	"percent" integer NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_positions_student_id_book_id_pk" PRIMARY KEY("student_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_reading_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid NOT NULL,
	"student_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"chapter_index" integer NOT NULL,
	"seconds" integer NOT NULL,
	"words" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_shelf" (
	"student_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_shelf_student_id_book_id_pk" PRIMARY KEY("student_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"results" jsonb,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "homework_ebooks" (
	"homework_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "homework_ebooks_homework_id_book_id_pk" PRIMARY KEY("homework_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "genre" text DEFAULT 'fiction' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "topic_ja" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "sentence_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "voice" text DEFAULT 'en-us' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "package_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "glosses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "exercise_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ebook_impressions" ADD CONSTRAINT "ebook_impressions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_impressions" ADD CONSTRAINT "ebook_impressions_book_id_ebooks_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_level_checks" ADD CONSTRAINT "ebook_level_checks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_positions" ADD CONSTRAINT "ebook_positions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_positions" ADD CONSTRAINT "ebook_positions_book_id_ebooks_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_reading_logs" ADD CONSTRAINT "ebook_reading_logs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_reading_logs" ADD CONSTRAINT "ebook_reading_logs_book_id_ebooks_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_shelf" ADD CONSTRAINT "ebook_shelf_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_shelf" ADD CONSTRAINT "ebook_shelf_book_id_ebooks_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_tests" ADD CONSTRAINT "ebook_tests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_ebooks" ADD CONSTRAINT "homework_ebooks_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_ebooks" ADD CONSTRAINT "homework_ebooks_book_id_ebooks_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_impressions_book_idx" ON "ebook_impressions" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "ebook_level_checks_student_idx" ON "ebook_level_checks" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "ebook_positions_student_idx" ON "ebook_positions" USING btree ("student_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_reading_logs_guid_key" ON "ebook_reading_logs" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "ebook_reading_logs_student_idx" ON "ebook_reading_logs" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "ebook_tests_student_idx" ON "ebook_tests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_ebooks_book_idx" ON "homework_ebooks" USING btree ("book_id");