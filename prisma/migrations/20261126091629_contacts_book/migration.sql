-- Contacts book (ADR 193): a contact belongs to the user and links to 0..n applications.
-- Every existing contact keeps its id and fields and becomes linked to its application; its
-- company is taken from that application.

-- CreateEnum
CREATE TYPE "ContactInteractionKind" AS ENUM ('email', 'call', 'meeting', 'message');

-- CreateTable
CREATE TABLE "_ApplicationContactLinks" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL,

    CONSTRAINT "_ApplicationContactLinks_AB_pkey" PRIMARY KEY ("A","B")
);

-- Existing rows: one link each, company from the application.
INSERT INTO "_ApplicationContactLinks" ("A", "B")
SELECT "application_id", "id" FROM "application_contacts";

ALTER TABLE "application_contacts" ADD COLUMN "company" TEXT,
ADD COLUMN "reach_out_on" DATE;

UPDATE "application_contacts" AS c SET "company" = a."company"
FROM "applications" AS a WHERE a."id" = c."application_id";

-- DropForeignKey
ALTER TABLE "application_contacts" DROP CONSTRAINT "application_contacts_application_id_fkey";

-- DropIndex
DROP INDEX "application_contacts_application_id_created_at_idx";

-- DropIndex
DROP INDEX "application_contacts_user_id_idx";

-- AlterTable
ALTER TABLE "application_contacts" DROP COLUMN "application_id";

-- CreateTable
CREATE TABLE "contact_interactions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "contact_id" TEXT NOT NULL,
    "kind" "ContactInteractionKind" NOT NULL,
    "occurred_on" DATE NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_interactions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_interactions_contact_id_occurred_on_idx" ON "contact_interactions"("contact_id", "occurred_on" DESC);

-- CreateIndex
CREATE INDEX "contact_interactions_user_id_idx" ON "contact_interactions"("user_id");

-- CreateIndex
CREATE INDEX "_ApplicationContactLinks_B_index" ON "_ApplicationContactLinks"("B");

-- CreateIndex
CREATE INDEX "application_contacts_user_id_name_idx" ON "application_contacts"("user_id", "name");

-- CreateIndex
CREATE INDEX "application_contacts_user_id_reach_out_on_idx" ON "application_contacts"("user_id", "reach_out_on");

-- AddForeignKey
ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "application_contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ApplicationContactLinks" ADD CONSTRAINT "_ApplicationContactLinks_A_fkey" FOREIGN KEY ("A") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ApplicationContactLinks" ADD CONSTRAINT "_ApplicationContactLinks_B_fkey" FOREIGN KEY ("B") REFERENCES "application_contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
