import type { Metadata } from 'next';
import { ContactsScreen } from '@/components/contacts/contacts-screen';

export const metadata: Metadata = { title: 'Contacts' };

export default function ContactsPage() {
  return <ContactsScreen />;
}
