-- Orders the changes of an account's balance: raised by the same statement that moves the balance
-- (lib/server/wallet/ledger.ts), carried by the guestBalance event and the session snapshot, so a
-- page applies only a balance newer than the one it shows ("apply events newer than the read").
ALTER TABLE "ledger_accounts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
