CREATE TABLE "browser_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"from_version" text,
	"to_version" text,
	"actor" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_active" (
	"remote" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"activated_by" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"prefixes" jsonb NOT NULL,
	"file_count" integer NOT NULL,
	"total_bytes" integer NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "browser_overrides_token_key" ON "browser_overrides" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registry_events_remote_idx" ON "registry_events" USING btree ("remote","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_versions_remote_version_key" ON "remote_versions" USING btree ("remote","version");