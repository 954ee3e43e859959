'use client';

import { ApplicationList } from '@/components/applications/application-list';
import { ApplicationBoard } from './application-board';
import { useApplicationsView } from './use-applications-view';

/** /applications: the list or the board, whichever the person chose last. */
export function ApplicationsView() {
  return useApplicationsView() === 'board' ? <ApplicationBoard /> : <ApplicationList />;
}
