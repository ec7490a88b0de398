import {
  Apple,
  BookOpen,
  CalendarPlus,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  LayoutDashboard,
  MailCheck,
  MessageCircle,
  NotebookPen,
  Settings,
  ShieldCheck,
  ScrollText,
  Stethoscope,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@nourishwell/shared';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The item shows how many chat messages are unread. */
  showsUnread?: boolean;
}

/** Each role's sidebar menu, in the order it shows. */
export const dashboardNav: Record<Role, NavItem[]> = {
  admin: [
    { label: 'Dashboard', to: '/dashboard/admin', icon: LayoutDashboard },
    { label: 'Nutritionists', to: '/dashboard/admin/nutritionists', icon: Stethoscope },
    { label: 'Clients', to: '/dashboard/admin/clients', icon: Users },
    { label: 'Sent Messages', to: '/dashboard/admin/notifications', icon: MailCheck },
    { label: 'Privacy', to: '/dashboard/admin/privacy', icon: ShieldCheck },
    { label: 'Audit Log', to: '/dashboard/admin/audit', icon: ScrollText },
    { label: 'Settings', to: '/dashboard/admin/settings', icon: Settings },
  ],
  nutritionist: [
    { label: 'Appointments', to: '/dashboard/nutritionist', icon: CalendarCheck },
    { label: 'Clients', to: '/dashboard/nutritionist/clients', icon: Users },
    { label: 'Profile', to: '/dashboard/nutritionist/profile', icon: UserRound },
    {
      label: 'Messages',
      to: '/dashboard/nutritionist/messages',
      icon: MessageCircle,
      showsUnread: true,
    },
    {
      label: 'Client Assessment',
      to: '/dashboard/nutritionist/clientassessment',
      icon: ClipboardList,
    },
    { label: 'Foods & Recipes', to: '/dashboard/nutritionist/foods', icon: BookOpen },
    { label: 'Working Hours', to: '/dashboard/nutritionist/availability', icon: CalendarClock },
    { label: 'Privacy & Security', to: '/dashboard/nutritionist/privacy', icon: ShieldCheck },
  ],
  client: [
    { label: 'Dashboard', to: '/dashboard/client', icon: LayoutDashboard },
    { label: 'Journal', to: '/dashboard/client/journal', icon: NotebookPen },
    { label: 'Book a Session', to: '/dashboard/client/book', icon: CalendarPlus },
    { label: 'Profile', to: '/dashboard/client/profile', icon: UserRound },
    { label: 'Nutritionist', to: '/dashboard/client/nutritionist', icon: Apple },
    { label: 'Messages', to: '/dashboard/client/messages', icon: MessageCircle, showsUnread: true },
    { label: 'Privacy & Data', to: '/dashboard/client/privacy', icon: ShieldCheck },
  ],
};

/** Where the header's profile button goes. */
export const profilePath: Record<Role, string> = {
  admin: '/dashboard/admin/settings',
  nutritionist: '/dashboard/nutritionist/profile',
  client: '/dashboard/client/profile',
};
