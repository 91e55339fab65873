-- Change notifications for the caches portal-server processes keep (DESIGN.md "Scale"): every
-- write to the tables a session cache is built from sends NOTIFY portal_changes, delivered to
-- every process at commit (and not at all on rollback). The payload names the user whose cached
-- entries are stale ('user:<id>'), or 'all' when a school, a class or a teacher or operations
-- account changed (their names are shown to many students).
-- Triggers, rather than calls in the code, so that no writer (a route, the seed, the ops CLI,
-- psql) can change these rows without the caches hearing of it.
CREATE FUNCTION portal_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
BEGIN
  IF key_column IS NULL OR (TG_TABLE_NAME = 'users' AND COALESCE(to_jsonb(NEW) ->> 'role', to_jsonb(OLD) ->> 'role') <> 'student') THEN
    PERFORM pg_notify('portal_changes', 'all');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_changes', 'user:' || (to_jsonb(OLD) ->> key_column));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_changes', 'user:' || (to_jsonb(NEW) ->> key_column));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION portal_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_notify_change AFTER UPDATE OR DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION portal_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER class_members_notify_change AFTER INSERT OR UPDATE OR DELETE ON class_members FOR EACH ROW EXECUTE FUNCTION portal_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER schools_notify_change AFTER UPDATE OR DELETE ON schools FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER classes_notify_change AFTER UPDATE OR DELETE ON classes FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
