ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_operation_ck";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "play_birthday_wishes";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_operation_ck" CHECK ("email_tokens"."operation" in ('register', 'forget_password', 'old_user'));