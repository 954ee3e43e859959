/** What the product calls itself in titles, descriptions and link previews (app layout and the landing page). */
export const site = {
  name: 'Pursuit',
  title: 'Pursuit — Track. Optimize. Succeed.',
  description:
    'Pursuit tracks every job application and interview, scores your resume against a job description and helps you fix it.',
  keywords: [
    'job application tracker',
    'resume feedback',
    'ATS score',
    'keyword checker',
    'job search',
  ],
  /** APP_URL when it is not set (server/env.ts). */
  defaultUrl: 'http://localhost:3000',
  themeColor: { light: '#f7f8fb', dark: '#151826' },
} as const;
