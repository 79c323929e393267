-- The kept changes are a convenience for boards that missed some, never a record (decision
-- 0060): out of the write-ahead log, which they filled at a busy hub. A crash empties them.
ALTER TABLE "station_changes" SET UNLOGGED;
