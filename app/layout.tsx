import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL ?? 'http://localhost:3000'),
  title: { default: 'Pursuit — Track. Optimize. Succeed.', template: '%s · Pursuit' },
  description:
    'Pursuit tracks every job application and interview, scores your resume against a job description and helps you fix it.',
  applicationName: 'Pursuit',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f7f8fb' },
    { media: '(prefers-color-scheme: dark)', color: '#151826' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-background text-foreground antialiased">{children}</body>
    </html>
  );
}
