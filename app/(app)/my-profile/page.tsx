import type { Metadata } from 'next';
import { ProfileView } from '@/components/account/profile/profile-view';

export const metadata: Metadata = { title: 'Profile' };

export default function MyProfilePage() {
  return <ProfileView />;
}
