-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "family_started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "grace_used_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "temp_store_entries" ADD COLUMN     "binding_hash" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "avatar_public_id" TEXT,
ADD COLUMN     "google_signed_in_at" TIMESTAMPTZ(3);
