-- AlterTable
ALTER TABLE "inbox_messages" ADD COLUMN     "application_id" TEXT;

-- CreateIndex
CREATE INDEX "inbox_messages_application_id_idx" ON "inbox_messages"("application_id");

-- AddForeignKey
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;
