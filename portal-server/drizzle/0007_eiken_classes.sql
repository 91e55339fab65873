CREATE TABLE "eiken_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"level_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"group_key" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eiken_classes" ADD CONSTRAINT "eiken_classes_level_id_eiken_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."eiken_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eiken_classes_code_key" ON "eiken_classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "eiken_classes_level_idx" ON "eiken_classes" USING btree ("level_id","position");