-- More change notifications for the caches in memory (src/db/change-feed.ts, 0010):
-- * 'table:<name>' once per statement that writes a rarely written shared table (resources,
--   missions): the table caches (src/db/table-cache.ts) drop everything they hold of it;
-- * 'user:<id>' for each student whose cards (edu_cards) change: the session cache's per-user
--   values (the dashboard's current card) are dropped like their account's.
-- A row whose key column is null (a card not yet given to anyone) names no user: the function
-- now skips it instead of sending an empty payload, which every cache read as "forget everything".
CREATE OR REPLACE FUNCTION portal_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
BEGIN
  IF key_column IS NULL OR (TG_TABLE_NAME = 'users' AND COALESCE(to_jsonb(NEW) ->> 'role', to_jsonb(OLD) ->> 'role') <> 'student') THEN
    PERFORM pg_notify('portal_changes', 'all');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND (to_jsonb(OLD) ->> key_column) IS NOT NULL THEN
    PERFORM pg_notify('portal_changes', 'user:' || (to_jsonb(OLD) ->> key_column));
  END IF;
  IF TG_OP <> 'DELETE' AND (to_jsonb(NEW) ->> key_column) IS NOT NULL THEN
    PERFORM pg_notify('portal_changes', 'user:' || (to_jsonb(NEW) ->> key_column));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'table:' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER resources_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table();
--> statement-breakpoint
CREATE TRIGGER missions_notify_table AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON missions FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table();
--> statement-breakpoint
CREATE TRIGGER edu_cards_notify_change AFTER INSERT OR UPDATE OR DELETE ON edu_cards FOR EACH ROW EXECUTE FUNCTION portal_notify_change('user_id');
