-- The audit log, one member's entries newest first: its filter by member (decision 042).
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at","id");