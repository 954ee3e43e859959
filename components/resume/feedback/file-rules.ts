// What the Resume AI screen accepts before it sends anything (the server re-checks by magic bytes).
import { RESUME_MAX_BYTES, UNSUPPORTED_RESUME_MESSAGE } from '@/lib/resume/analysis-schema';

export const NO_RESUME_MESSAGE = 'Please upload a resume (PDF/DOCX) before analyzing.';
export const DESKTOP_ONLY_MESSAGE =
  'Resume editing needs a screen at least 768 px wide. Please use a tablet or a computer.';
export const NO_RESUME_TO_EDIT_MESSAGE = 'Please upload a resume (PDF/DOCX) before editing it.';
export const RESUME_TOO_LARGE_MESSAGE = 'File too large. Max 10MB.';
export const NO_TEXT_MESSAGE = 'Could not extract text from image.';
export const URL_IMPORT_FAILED_MESSAGE =
  'This job board doesn’t support direct import yet – upload a screenshot instead';
export const MAX_SCREENSHOTS = 5;
export const SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;
export const SCREENSHOT_ACCEPT = 'image/png,image/jpeg,image/webp';
export const EDITOR_MIN_WIDTH = 768;

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i;
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** Null when `file` may be sent as a resume, else the alert to show. */
export function resumeFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  // Browsers leave the type empty for some .doc files: the extension decides then.
  const typeOk =
    file.type === '' || RESUME_TYPES.has(file.type) || file.type === 'application/octet-stream';
  if (!RESUME_EXTENSIONS.test(file.name) || !typeOk) return UNSUPPORTED_RESUME_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE_MESSAGE;
  return null;
}

/** Null when the screenshots may be sent, else the message to show. */
export function screenshotProblem(
  files: { name: string; type: string; size: number }[],
): string | null {
  if (files.length === 0) return null;
  if (files.length > MAX_SCREENSHOTS)
    return `Choose at most ${MAX_SCREENSHOTS} screenshots at a time.`;
  const wrong = files.find((f) => !SCREENSHOT_ACCEPT.split(',').includes(f.type));
  if (wrong) return `${wrong.name} is not a PNG, JPEG or WebP image.`;
  const big = files.find((f) => f.size > SCREENSHOT_MAX_BYTES);
  if (big) return `${big.name} is larger than 10 MB.`;
  return null;
}
