CREATE TABLE "student_exam_regions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_exam_regions" ADD CONSTRAINT "student_exam_regions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exam_regions" ADD CONSTRAINT "student_exam_regions_class_id_eiken_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."eiken_classes"("id") ON DELETE no action ON UPDATE no action;