CREATE TABLE "arena_battle_answers" (
	"battle_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"guid" text,
	"choice" integer,
	"right" boolean NOT NULL,
	"points" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_battle_answers_battle_id_student_id_question_index_pk" PRIMARY KEY("battle_id","student_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "arena_battle_players" (
	"battle_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"rating_before" real NOT NULL,
	"deviation_before" real NOT NULL,
	"rating_after" real,
	"score" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"away_since" timestamp with time zone,
	"outcome" text,
	"forfeit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "arena_battle_players_battle_id_student_id_pk" PRIMARY KEY("battle_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "arena_battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"type_id" integer NOT NULL,
	"level" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answer_keys" jsonb NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ghost_battle_id" integer,
	"ghost_student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "arena_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type_id" integer NOT NULL,
	"level" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"package_path" text NOT NULL,
	"head" jsonb NOT NULL,
	"item" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_queue" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"level" integer NOT NULL,
	"rating" real NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_ratings" (
	"student_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"rating" real NOT NULL,
	"deviation" real NOT NULL,
	"volatility" real NOT NULL,
	"battles" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_ratings_student_id_type_id_pk" PRIMARY KEY("student_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "arena_wrong_questions" (
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"last_wrong_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "arena_wrong_questions_student_id_question_id_pk" PRIMARY KEY("student_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "arena_wrong_reviews" (
	"guid" text NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"right" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_wrong_reviews_student_id_guid_question_id_pk" PRIMARY KEY("student_id","guid","question_id")
);
--> statement-breakpoint
ALTER TABLE "arena_battle_answers" ADD CONSTRAINT "arena_battle_answers_battle_id_arena_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."arena_battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_battle_answers" ADD CONSTRAINT "arena_battle_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_battle_players" ADD CONSTRAINT "arena_battle_players_battle_id_arena_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."arena_battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_battle_players" ADD CONSTRAINT "arena_battle_players_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_battles" ADD CONSTRAINT "arena_battles_type_id_arena_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."arena_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_battles" ADD CONSTRAINT "arena_battles_ghost_student_id_users_id_fk" FOREIGN KEY ("ghost_student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_questions" ADD CONSTRAINT "arena_questions_type_id_arena_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."arena_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_questions" ADD CONSTRAINT "arena_questions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_queue" ADD CONSTRAINT "arena_queue_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_queue" ADD CONSTRAINT "arena_queue_type_id_arena_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."arena_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_ratings" ADD CONSTRAINT "arena_ratings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_ratings" ADD CONSTRAINT "arena_ratings_type_id_arena_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."arena_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_wrong_questions" ADD CONSTRAINT "arena_wrong_questions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_wrong_questions" ADD CONSTRAINT "arena_wrong_questions_question_id_arena_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."arena_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_wrong_questions" ADD CONSTRAINT "arena_wrong_questions_type_id_arena_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."arena_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_wrong_reviews" ADD CONSTRAINT "arena_wrong_reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_wrong_reviews" ADD CONSTRAINT "arena_wrong_reviews_question_id_arena_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."arena_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arena_battle_answers_guid_key" ON "arena_battle_answers" USING btree ("student_id","guid") WHERE "arena_battle_answers"."guid" is not null;--> statement-breakpoint
CREATE INDEX "arena_battle_players_student_idx" ON "arena_battle_players" USING btree ("student_id","battle_id");--> statement-breakpoint
CREATE INDEX "arena_battles_ghost_pool_idx" ON "arena_battles" USING btree ("type_id","level","mode","status");--> statement-breakpoint
CREATE UNIQUE INDEX "arena_questions_code_key" ON "arena_questions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "arena_questions_type_level_idx" ON "arena_questions" USING btree ("type_id","level");--> statement-breakpoint
CREATE INDEX "arena_queue_type_idx" ON "arena_queue" USING btree ("type_id","seen_at");--> statement-breakpoint
CREATE INDEX "arena_wrong_questions_open_idx" ON "arena_wrong_questions" USING btree ("student_id","cleared_at");