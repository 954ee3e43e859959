-- AlterEnum
ALTER TYPE "ReminderKind" ADD VALUE 'TASK_DUE';

-- DropIndex: one reminder per application and kind now holds for the kinds without a task
-- (partial unique index below); a task's reminder is one per task (ADR 192).
DROP INDEX "reminders_application_id_kind_key";

-- AlterTable
ALTER TABLE "reminder_settings" ADD COLUMN     "tasks" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "reminders" ADD COLUMN     "task_id" TEXT;

-- CreateTable
CREATE TABLE "application_tasks" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "application_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "due_at" TIMESTAMPTZ(3),
    "done_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "application_tasks_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "application_tasks_title_length" CHECK (char_length("title") BETWEEN 1 AND 200)
);

-- CreateIndex
CREATE INDEX "application_tasks_application_id_created_at_idx" ON "application_tasks"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "application_tasks_user_id_due_at_idx" ON "application_tasks"("user_id", "due_at");

-- CreateIndex
CREATE UNIQUE INDEX "reminders_task_id_key" ON "reminders"("task_id");

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "application_tasks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_tasks" ADD CONSTRAINT "application_tasks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_tasks" ADD CONSTRAINT "application_tasks_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One reminder per application and kind for the application's own reminders (interviews,
-- follow-up, no reply); TASK_DUE rows are one per task (reminders_task_id_key).
CREATE UNIQUE INDEX "reminders_application_id_kind_untasked_key" ON "reminders"("application_id", "kind") WHERE "task_id" IS NULL;
