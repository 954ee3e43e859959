// Generated captures for the OCR tests (never the third-party corpus): a tall "whole posting"
// screenshot rendered with sharp from SVG text, and its exact text.
import { sharp } from './sharp';

const phrases = [
  'Design and run payment services in Go',
  'Review pull requests within one working day',
  'Keep our PostgreSQL clusters healthy and fast',
  'Mentor two junior engineers in the platform team',
  'Write clear design notes before large changes',
  'Join the on-call rotation one week in six',
  'Measure latency and fix the slowest requests first',
  'Work with product managers on the quarterly plan',
];

/**
 * A 760 px wide capture of `lines` numbered lines ("Item 01: …") in paragraphs of six, tall
 * enough (≈ 30 px a line) to be cut into bands; `text` is what it says, line by line.
 */
export async function tallCapture(lines = 48): Promise<{ png: Buffer; text: string }> {
  const rows: string[] = [];
  const svg: string[] = [];
  let y = 48;
  for (let i = 0; i < lines; i++) {
    const line = `Item ${String(i + 1).padStart(2, '0')}: ${phrases[i % phrases.length]}.`;
    rows.push(line);
    svg.push(`<text x="32" y="${y}" font-family="sans-serif" font-size="17">${line}</text>`);
    y += 28 + (i % 6 === 5 ? 22 : 0);
  }
  const height = y + 32;
  const png = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${svg.join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer();
  return { png, text: rows.join('\n') };
}

/** The item numbers in OCR output, in the order they were read. */
export const itemNumbers = (text: string): number[] =>
  [...text.matchAll(/Item (\d\d)/g)].map((m) => Number(m[1]));
