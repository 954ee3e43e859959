import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/server/env';
import { SkipLink } from '@/components/ui/skip-link';
import { site } from '@/lib/site';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  // Absolute URLs (Open Graph, canonical) use APP_URL as it is at build time for static pages.
  metadataBase: new URL(env().APP_URL),
  title: { default: site.title, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  keywords: [...site.keywords],
  openGraph: {
    type: 'website',
    siteName: site.name,
    title: site.title,
    description: site.description,
    locale: 'en_US',
    url: '/',
  },
  twitter: { card: 'summary_large_image', title: site.title, description: site.description },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: site.themeColor.light },
    { media: '(prefers-color-scheme: dark)', color: site.themeColor.dark },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
