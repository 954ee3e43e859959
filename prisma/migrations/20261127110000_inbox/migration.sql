-- AlterTable
ALTER TABLE "application_status_changes" ADD COLUMN     "inbox_message_id" TEXT,
ADD COLUMN     "source" TEXT;

-- CreateTable
CREATE TABLE "inbox_accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "port" INTEGER NOT NULL,
    "secure" BOOLEAN NOT NULL,
    "username" TEXT NOT NULL,
    "password_encrypted" TEXT NOT NULL,
    "folders" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sync_at" TIMESTAMPTZ(3),
    "last_sync_error" TEXT,
    "next_sync_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "armed_at" TIMESTAMPTZ(3),
    "claimed_at" TIMESTAMPTZ(3),

    CONSTRAINT "inbox_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_folder_states" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "folder" TEXT NOT NULL,
    "uid_validity" BIGINT NOT NULL,
    "last_uid" BIGINT NOT NULL,

    CONSTRAINT "inbox_folder_states_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_messages" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "account_id" TEXT,
    "origin" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "message_id_header" TEXT,
    "in_reply_to" TEXT[],
    "subject" TEXT NOT NULL,
    "from_header" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    "text" TEXT NOT NULL,
    "link" TEXT,
    "kind" TEXT NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_proposals" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "application_id" TEXT,
    "company" TEXT,
    "job_title" TEXT,
    "status" "ApplicationStatus",
    "interview_at" TIMESTAMPTZ(3),
    "interview_timezone" TEXT,
    "evidence" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_proposals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_addresses" (
    "user_id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_addresses_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "inbox_accounts_user_id_idx" ON "inbox_accounts"("user_id");

-- CreateIndex
CREATE INDEX "inbox_accounts_next_sync_at_idx" ON "inbox_accounts"("next_sync_at");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_folder_states_account_id_folder_key" ON "inbox_folder_states"("account_id", "folder");

-- CreateIndex
CREATE INDEX "inbox_messages_account_id_idx" ON "inbox_messages"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_messages_user_id_dedupe_key_key" ON "inbox_messages"("user_id", "dedupe_key");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_proposals_message_id_key" ON "inbox_proposals"("message_id");

-- CreateIndex
CREATE INDEX "inbox_proposals_user_id_state_created_at_idx" ON "inbox_proposals"("user_id", "state", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_addresses_token_key" ON "inbox_addresses"("token");

-- AddForeignKey
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_inbox_message_id_fkey" FOREIGN KEY ("inbox_message_id") REFERENCES "inbox_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_accounts" ADD CONSTRAINT "inbox_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_folder_states" ADD CONSTRAINT "inbox_folder_states_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "inbox_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "inbox_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_proposals" ADD CONSTRAINT "inbox_proposals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_proposals" ADD CONSTRAINT "inbox_proposals_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "inbox_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_proposals" ADD CONSTRAINT "inbox_proposals_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_addresses" ADD CONSTRAINT "inbox_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
