import 'server-only';
import { getResumeOrThrow } from '@/server/resumes/get-resume-or-throw';
import { toJsonResume } from './to-json-resume';

export type ExportJsonResumeOptions = { userId: string; id: string };

/** One of the user's saved resumes as a JSON Resume 1.0 download (`<name>.resume.json`). */
export async function exportJsonResume({ userId, id }: ExportJsonResumeOptions): Promise<Response> {
  const saved = await getResumeOrThrow({ userId, id });
  const filename = `${saved.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'resume'}.resume.json`;
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(JSON.stringify(toJsonResume(saved.resume_json), null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'cache-control': 'no-store',
    },
  });
}
