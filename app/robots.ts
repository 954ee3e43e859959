import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

/** Crawl the public pages; keep crawlers out of the API and signed-in screens. */
export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL.replace(/\/$/, '');
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/dashboard', '/applications', '/ai/', '/resume/', '/my-profile'],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
