-- A conversation's count (issue 32, nineteenth slice) is the index-only count of the pair's messages
-- minus the few someone cannot see; this partial index finds those without reading the heap of the
-- thousands everyone sees. Empty on a fresh table: no vacuum needed.
CREATE INDEX "messages_pair_exceptions_idx" ON "messages" USING btree ("user_low","user_high","created_at") WHERE "messages"."hidden_at" IS NOT NULL OR "messages"."sender_deleted_at" IS NOT NULL OR "messages"."receiver_deleted_at" IS NOT NULL;