'use client';

import { CalendarFeedCard } from './calendar-feed-card';
import { ReminderSettingsCard } from './reminder-settings-card';

/** The profile's calendar and reminder sections (one line in the shared profile screen). */
export function CalendarAndReminders() {
  return (
    <section aria-label="Calendar and reminders" className="flex flex-col gap-6">
      <CalendarFeedCard />
      <ReminderSettingsCard />
    </section>
  );
}
