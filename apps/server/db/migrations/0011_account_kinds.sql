ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_player_available_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_available_check" CHECK (not ((owner_kind = 'player' and kind in ('real', 'bonus', 'cashback', 'free_spins', 'loyalty_points', 'snowflakes')) or (owner_kind = 'platform' and kind in ('jackpot_pool', 'tournament_pool', 'prize_stock'))) or "ledger_accounts"."balance" - "ledger_accounts"."pending_debits" >= 0);--> statement-breakpoint
-- Loyalty points and snowflakes are counted in PTS from now on. Each player's PTS account receives, from the
-- points issuer, what the player's accounts of that kind hold available in money currencies; then each of
-- those accounts gives it back to its currency's house account. Every currency and PTS still sum to zero, and
-- every balance still equals its transfers. Points reserved by a pending transfer stay with that transfer.
INSERT INTO "ledger_accounts" ("owner_kind", "user_id", "kind", "key", "currency")
SELECT 'platform', NULL::uuid, 'points_issuer', '', 'PTS'
 WHERE EXISTS (SELECT 1 FROM "ledger_accounts"
                WHERE "owner_kind" = 'player' AND "kind" IN ('loyalty_points', 'snowflakes') AND "currency" <> 'PTS')
UNION ALL
SELECT DISTINCT 'player', "user_id", "kind", '', 'PTS'
  FROM "ledger_accounts"
 WHERE "owner_kind" = 'player' AND "kind" IN ('loyalty_points', 'snowflakes') AND "currency" <> 'PTS'
UNION ALL
SELECT DISTINCT 'platform', NULL::uuid, 'house', '', "currency"
  FROM "ledger_accounts"
 WHERE "owner_kind" = 'player' AND "kind" IN ('loyalty_points', 'snowflakes') AND "currency" <> 'PTS'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
WITH "held" AS (
  SELECT "user_id", "kind", sum("balance" - "pending_debits") AS "amount"
    FROM "ledger_accounts"
   WHERE "owner_kind" = 'player' AND "kind" IN ('loyalty_points', 'snowflakes') AND "currency" <> 'PTS'
     AND "balance" - "pending_debits" > 0
   GROUP BY "user_id", "kind"
), "issuer" AS (
  SELECT "id" FROM "ledger_accounts"
   WHERE "owner_kind" = 'platform' AND "kind" = 'points_issuer' AND "key" = '' AND "currency" = 'PTS'
), "moves" AS MATERIALIZED (
  SELECT gen_random_uuid() AS "transfer_id", "held"."user_id", "held"."kind", "held"."amount",
         "p"."id" AS "player_account", "p"."balance" + "held"."amount" AS "after"
    FROM "held"
    JOIN "ledger_accounts" "p"
      ON "p"."owner_kind" = 'player' AND "p"."user_id" = "held"."user_id" AND "p"."kind" = "held"."kind"
     AND "p"."key" = '' AND "p"."currency" = 'PTS'
), "lines" AS (
  INSERT INTO "transfers" ("id", "idempotency_key", "line", "group_id", "request_hash", "type", "status", "phase",
                           "currency", "amount", "debit_account", "credit_account", "debit_balance_after",
                           "credit_balance_after", "user_id", "memo", "posted_at")
  SELECT "moves"."transfer_id", 'points-unit:' || "moves"."user_id" || ':' || "moves"."kind", 0,
         "moves"."transfer_id", 'points-unit', 'convertBalance', 'complete', 'posted', 'PTS', "moves"."amount",
         "issuer"."id", "moves"."player_account", NULL, "moves"."after", "moves"."user_id", 'points unit', now()
    FROM "moves" CROSS JOIN "issuer"
), "credited" AS (
  UPDATE "ledger_accounts" "a" SET "balance" = "moves"."after"
    FROM "moves" WHERE "a"."id" = "moves"."player_account"
)
UPDATE "ledger_accounts" "a" SET "balance" = "a"."balance" - (SELECT sum("amount") FROM "moves")
  FROM "issuer" WHERE "a"."id" = "issuer"."id" AND EXISTS (SELECT 1 FROM "moves");
--> statement-breakpoint
WITH "old" AS MATERIALIZED (
  SELECT gen_random_uuid() AS "transfer_id", "a"."id", "a"."user_id", "a"."currency",
         "a"."balance" - "a"."pending_debits" AS "amount", "a"."pending_debits" AS "after", "h"."id" AS "house"
    FROM "ledger_accounts" "a"
    JOIN "ledger_accounts" "h"
      ON "h"."owner_kind" = 'platform' AND "h"."user_id" IS NULL AND "h"."kind" = 'house' AND "h"."key" = ''
     AND "h"."currency" = "a"."currency"
   WHERE "a"."owner_kind" = 'player' AND "a"."kind" IN ('loyalty_points', 'snowflakes') AND "a"."currency" <> 'PTS'
     AND "a"."balance" - "a"."pending_debits" > 0
), "lines" AS (
  INSERT INTO "transfers" ("id", "idempotency_key", "line", "group_id", "request_hash", "type", "status", "phase",
                           "currency", "amount", "debit_account", "credit_account", "debit_balance_after",
                           "credit_balance_after", "user_id", "memo", "posted_at")
  SELECT "transfer_id", 'points-unit:' || "id", 0, "transfer_id", 'points-unit', 'convertBalance', 'complete',
         'posted', "currency", "amount", "id", "house", "after", NULL, "user_id", 'points unit', now()
    FROM "old"
), "debited" AS (
  UPDATE "ledger_accounts" "a" SET "balance" = "old"."after" FROM "old" WHERE "a"."id" = "old"."id"
)
UPDATE "ledger_accounts" "h" SET "balance" = "h"."balance" + "given"."amount"
  FROM (SELECT "house", sum("amount") AS "amount" FROM "old" GROUP BY "house") "given"
 WHERE "h"."id" = "given"."house";
