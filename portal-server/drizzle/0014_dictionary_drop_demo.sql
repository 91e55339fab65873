DROP TABLE "dictionary_entries" CASCADE;--> statement-breakpoint
DROP TABLE "dictionary_introduction" CASCADE;--> statement-breakpoint
DROP TABLE "dictionary_search_logs" CASCADE;