CREATE TABLE "textbook_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"textbook_id" integer NOT NULL,
	"code" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"title_jp" text NOT NULL,
	"group_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"title_jp" text NOT NULL,
	"description_jp" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "textbook_units" ADD CONSTRAINT "textbook_units_textbook_id_textbooks_id_fk" FOREIGN KEY ("textbook_id") REFERENCES "public"."textbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "textbook_units_code_key" ON "textbook_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "textbook_units_book_idx" ON "textbook_units" USING btree ("textbook_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "textbooks_code_key" ON "textbooks" USING btree ("code");