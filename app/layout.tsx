import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/server/env';
import { inter } from './fonts';
import './globals.css';

const description =
  'Pursuit tracks every job application and interview, scores your resume against a job description and helps you fix it.';

export const metadata: Metadata = {
  // Absolute URLs (Open Graph, canonical) use APP_URL as it is at build time for static pages.
  metadataBase: new URL(env().APP_URL),
  title: { default: 'Pursuit — Track. Optimize. Succeed.', template: '%s · Pursuit' },
  description,
  applicationName: 'Pursuit',
  keywords: ['job application tracker', 'resume feedback', 'ATS score', 'keyword checker', 'job search'],
  openGraph: {
    type: 'website',
    siteName: 'Pursuit',
    title: 'Pursuit — Track. Optimize. Succeed.',
    description,
    locale: 'en_US',
    url: '/',
  },
  twitter: { card: 'summary_large_image', title: 'Pursuit — Track. Optimize. Succeed.', description },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f7f8fb' },
    { media: '(prefers-color-scheme: dark)', color: '#151826' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <a
          href="#main"
          className="sr-only z-[100] rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
