'use client';

import { ApplicationList } from '@/components/applications/application-list';
import { ApplicationTableView } from '@/components/applications/table/application-table-view';
import { ApplicationBoard } from './application-board';
import { useApplicationsView } from './use-applications-view';

/** /applications: the list, the board or the table, whichever the person chose last. */
export function ApplicationsView() {
  const view = useApplicationsView();
  if (view === 'board') return <ApplicationBoard />;
  if (view === 'table') return <ApplicationTableView />;
  return <ApplicationList />;
}
