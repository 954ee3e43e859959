-- AlterTable
ALTER TABLE "resumes" ADD COLUMN     "is_default" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "template" TEXT NOT NULL DEFAULT 'classic';

-- CreateTable
CREATE TABLE "sent_resumes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "application_id" TEXT NOT NULL,
    "resume_id" TEXT,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "template" TEXT NOT NULL,
    "job_description" TEXT,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_resumes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sent_resumes_application_id_key" ON "sent_resumes"("application_id");

-- CreateIndex
CREATE INDEX "sent_resumes_user_id_idx" ON "sent_resumes"("user_id");

-- AddForeignKey
ALTER TABLE "sent_resumes" ADD CONSTRAINT "sent_resumes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sent_resumes" ADD CONSTRAINT "sent_resumes_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sent_resumes" ADD CONSTRAINT "sent_resumes_resume_id_fkey" FOREIGN KEY ("resume_id") REFERENCES "resumes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The one resume saved before named resumes existed becomes the default one.
UPDATE "resumes" SET "is_default" = true, "name" = 'My resume' WHERE "name" = 'current';
