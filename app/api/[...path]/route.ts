// /api/* with no route — a JSON 404 instead of the HTML not-found page
import { AppError } from '@/server/http/app-error';
import { publicRoute } from '@/server/route/route';

const notFound = publicRoute({}, async ({ req }) => {
  throw new AppError('NOT_FOUND', `No API route for ${req.method} ${new URL(req.url).pathname}`);
});

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
