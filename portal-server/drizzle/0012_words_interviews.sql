CREATE TABLE "eiken_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"level_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"passage_title" text NOT NULL,
	"passage" text NOT NULL,
	"passage_jp" text NOT NULL,
	"picture" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"level_id" integer,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"list_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"position" integer NOT NULL,
	"training_group_key" text NOT NULL,
	"learning_group_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"unit_id" integer NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"pos" text NOT NULL,
	"ipa" text NOT NULL,
	"meaning" text NOT NULL,
	"example" text NOT NULL,
	"example_jp" text NOT NULL,
	"form" text,
	"audio_path" text NOT NULL,
	"example_audio_path" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eiken_interviews" ADD CONSTRAINT "eiken_interviews_level_id_eiken_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."eiken_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eiken_interviews" ADD CONSTRAINT "eiken_interviews_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_lists" ADD CONSTRAINT "word_lists_level_id_eiken_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."eiken_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_units" ADD CONSTRAINT "word_units_list_id_word_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."word_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_unit_id_word_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."word_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_interviews_code_key" ON "eiken_interviews" USING btree ("code");--> statement-breakpoint
CREATE INDEX "eiken_interviews_level_idx" ON "eiken_interviews" USING btree ("level_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "word_lists_code_key" ON "word_lists" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "word_units_code_key" ON "word_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "word_units_list_idx" ON "word_units" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "words_key_key" ON "words" USING btree ("key");--> statement-breakpoint
CREATE INDEX "words_unit_idx" ON "words" USING btree ("unit_id","position");