-- The inbox's counts per kind and status, kept as leads change instead of counted on every view
-- (decision 034). The trigger is deferred to commit: a lead rolled back never counts, and leads
-- stored at once hold a counter row only while they commit, not for their whole transaction.
CREATE TABLE "lead_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_kind_status_pk" PRIMARY KEY("kind","status")
);--> statement-breakpoint
INSERT INTO "lead_counts" ("kind", "status", "leads") SELECT "kind", "status", count(*) FROM "leads" GROUP BY "kind", "status";--> statement-breakpoint
CREATE FUNCTION count_lead_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lead_counts SET leads = leads - 1 WHERE kind = OLD.kind AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lead_counts (kind, status, leads) VALUES (NEW.kind, NEW.status, 1)
      ON CONFLICT (kind, status) DO UPDATE SET leads = lead_counts.leads + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leads_counted" AFTER INSERT OR DELETE OR UPDATE OF "kind", "status" ON "leads"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_lead_change();
