'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PipelineInsights } from '@/components/applications/pipeline/pipeline-insights';
import { InterviewBanner } from './interview-banner';
import { ProfileAvatarButton } from './profile-avatar-button';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { UpcomingCard } from './upcoming-card';
import { QuickAddFromLink } from '@/components/applications/quick-add-from-link';
import { InboxDashboardCard } from '@/components/inbox/inbox-dashboard-card';

/** Dashboard Overview: banner, four counts, Upcoming, recent activity, '+ Add Application', avatar. */
export function DashboardOverview() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard Overview</h1>
        <div className="flex items-center gap-3">
          <IntentLink
            href="/applications/new"
            className={cn(buttonVariants(), 'hidden sm:inline-flex')}
          >
            + Add Application
          </IntentLink>
          <ProfileAvatarButton />
        </div>
      </header>
      <InterviewBanner />
      <StatCards />
      <IntentLink
        href="/applications/new"
        className={cn(buttonVariants({ size: 'lg' }), 'sm:hidden')}
      >
        + Add Application
      </IntentLink>
      <QuickAddFromLink className="rounded-card border bg-surface p-4 shadow-xs" />
      <InboxDashboardCard />
      <UpcomingCard />
      <PipelineInsights />
      <RecentActivity />
    </div>
  );
}
