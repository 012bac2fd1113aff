-- Issue 13 (ADR 013, amended): rate-limit counters are not written to the WAL. A counter lives for a
-- one-minute window and is touched on every guarded request (two upserts for each new guest's basket);
-- as a logged table each of those was its own durable commit. Unlogged, a crash empties the table —
-- every window restarts, which lets a client at most one extra window's worth of requests — and the
-- counters are not replicated to a standby. Nothing else depends on them.
ALTER TABLE "rate_limits" SET UNLOGGED;
