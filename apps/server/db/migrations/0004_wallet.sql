CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_uq" UNIQUE NULLS NOT DISTINCT("owner_kind","user_id","kind","key","currency"),
	CONSTRAINT "ledger_accounts_owner_kind_check" CHECK (owner_kind in ('player', 'platform')),
	CONSTRAINT "ledger_accounts_owner_user_check" CHECK (("ledger_accounts"."owner_kind" = 'player') = ("ledger_accounts"."user_id" is not null)),
	CONSTRAINT "ledger_accounts_pending_check" CHECK ("ledger_accounts"."pending_debits" >= 0),
	CONSTRAINT "ledger_accounts_player_available_check" CHECK ("ledger_accounts"."owner_kind" <> 'player' or "ledger_accounts"."balance" - "ledger_accounts"."pending_debits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"line" smallint NOT NULL,
	"group_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"debit_account" bigint NOT NULL,
	"credit_account" bigint NOT NULL,
	"debit_balance_after" bigint,
	"credit_balance_after" bigint,
	"user_id" uuid,
	"method" text,
	"reference_kind" text,
	"reference_id" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "transfers_idempotency_key_uq" UNIQUE("idempotency_key","line"),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_accounts_check" CHECK ("transfers"."debit_account" <> "transfers"."credit_account"),
	CONSTRAINT "transfers_phase_check" CHECK (phase in ('pending', 'posted', 'voided')),
	CONSTRAINT "transfers_type_check" CHECK (type in ('deposit', 'withdraw', 'bet', 'win', 'bonus', 'jackpot', 'jackpotWin', 'jackpotIncreasing', 'refund', 'rollbackBet', 'rollbackWin', 'sportBet', 'sportWin', 'freeSpinWin', 'cashback', 'levelBonus', 'referral', 'convertBalance', 'moneyPrize', 'zeroing', 'increment', 'changeBalanceInc', 'changeBalanceDec', 'manualBonus', 'providerBonus', 'providerJackpot', 'providerPromoWin', 'cancelWager', 'cancelBonusFine')),
	CONSTRAINT "transfers_status_check" CHECK (status in ('activated', 'credited', 'queue', 'pending', 'complete', 'cancel', 'failed', 'refund', 'pendingWager', 'rejected', 'notConfirmed', 'processing', 'aggregatorRejected', 'rollback', 'wagerZeroing', 'notConfirmedBlockAmount'))
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"group_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_requests_operation_check" CHECK (operation in ('post', 'void'))
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_ledger_accounts_id_fk" FOREIGN KEY ("debit_account") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_ledger_accounts_id_fk" FOREIGN KEY ("credit_account") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_group_idx" ON "transfers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "transfers_user_idx" ON "transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account","created_at");--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account","created_at");--> statement-breakpoint
CREATE INDEX "transfers_reference_idx" ON "transfers" USING btree ("reference_kind","reference_id");