import {
  ChartColumn,
  Contact,
  FileSearch,
  LayoutDashboard,
  ListChecks,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  href: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  match: string[];
};

// Sidebar labels (desktop) and tab labels (mobile) of the app shell, plus Insights and Contacts.
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
