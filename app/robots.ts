import type { MetadataRoute } from 'next';

/** Crawl the public pages; keep crawlers out of the API and signed-in screens. */
export default function robots(): MetadataRoute.Robots {
  const base = process.env.APP_URL ?? 'http://localhost:3000';
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/dashboard', '/applications', '/ai/', '/resume/', '/my-profile'] },
    sitemap: `${base}/sitemap.xml`,
  };
}
