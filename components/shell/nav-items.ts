import {
  ChartColumn,
  Contact,
  FileSearch,
  Inbox,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  href: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  match: string[];
  /** False: in the sidebar only; the phone's bottom tabs have room for six entries. */
  inTabs?: boolean;
};

// Sidebar labels (desktop) and tab labels (mobile) of the app shell, plus Insights, Contacts and Tasks.
export const navItems: NavItem[] = [
  {
    href: '/dashboard',
    label: 'Dashboard',
    shortLabel: 'Dashboard',
    icon: LayoutDashboard,
    match: ['/dashboard'],
  },
  {
    href: '/applications',
    label: 'Applications',
    shortLabel: 'Applications',
    icon: ListChecks,
    match: ['/applications'],
  },
  {
    href: '/tasks',
    label: 'Tasks',
    shortLabel: 'Tasks',
    icon: ListTodo,
    match: ['/tasks'],
    // On a phone: the dashboard's Upcoming card links to it.
    inTabs: false,
  },
  {
    href: '/inbox',
    label: 'Inbox',
    shortLabel: 'Inbox',
    icon: Inbox,
    match: ['/inbox'],
    // On a phone: the dashboard's Inbox card links to it.
    inTabs: false,
  },
  {
    href: '/contacts',
    label: 'Contacts',
    shortLabel: 'Contacts',
    icon: Contact,
    match: ['/contacts'],
  },
  {
    href: '/insights',
    label: 'Insights',
    shortLabel: 'Insights',
    icon: ChartColumn,
    match: ['/insights'],
  },
  {
    href: '/ai/resume/feedback',
    label: 'AI Resume Feedback',
    shortLabel: 'Resume AI',
    icon: FileSearch,
    match: ['/ai', '/resume'],
  },
  {
    href: '/my-profile',
    label: 'Profile',
    shortLabel: 'Profile',
    icon: UserRound,
    match: ['/my-profile', '/profile'],
  },
];

/** The entry whose path the current route starts with. */
export function isActive(item: NavItem, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
