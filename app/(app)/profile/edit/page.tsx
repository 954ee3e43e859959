import type { Metadata } from 'next';
import { ProfileEditForm } from '@/components/account/profile/profile-edit-form';

export const metadata: Metadata = { title: 'Edit Profile' };

export default function ProfileEditPage() {
  return <ProfileEditForm />;
}
