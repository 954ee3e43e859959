// What the filler says in the page: "Filled 14 of 17 — 3 need you", with each field it filled
// outlined in green and each it left in amber, and a list a person can read.
import type { FormField } from './form-model';

export type FieldOutcome = {
  question: string;
  kind: FormField['kind'];
  status: 'filled' | 'left';
  value?: string;
  reason?: string;
  required: boolean;
};

export type FillReport = {
  ats: string;
  filled: number;
  total: number;
  fields: FieldOutcome[];
  ms: number;
};

export function headline(report: Pick<FillReport, 'filled' | 'total'>): string {
  const left = report.total - report.filled;
  return `Filled ${report.filled} of ${report.total}${left ? ` — ${left} need${left === 1 ? 's' : ''} you` : ''}`;
}

const PANEL_ID = 'pursuit-apply-summary';

/** Outlines the fields and shows (or replaces) the summary panel in the page. */
export function showSummary(
  doc: Document,
  report: FillReport,
  outlines: { el: HTMLElement; filled: boolean }[],
) {
  for (const { el, filled } of outlines) {
    el.style.outline = filled ? '2px solid #15803d' : '2px dashed #b45309';
    el.style.outlineOffset = '2px';
    el.setAttribute('data-pursuit-filled', filled ? 'yes' : 'no');
  }
  doc.getElementById(PANEL_ID)?.remove();
  const panel = doc.createElement('aside');
  panel.id = PANEL_ID;
  panel.setAttribute('data-pursuit-apply', '');
  panel.setAttribute('role', 'status');
  panel.setAttribute('aria-label', 'Pursuit autofill');
  panel.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:360px;max-height:60vh;overflow:auto;background:#fff;color:#111;border:1px solid #d1d5db;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.15);padding:12px 14px;font:14px/1.4 system-ui,sans-serif';
  const title = doc.createElement('strong');
  title.textContent = headline(report);
  title.setAttribute('data-testid', 'pursuit-apply-headline');
  const note = doc.createElement('p');
  note.style.margin = '4px 0 8px';
  note.textContent = 'Review every answer, then send the form yourself — Pursuit never submits it.';
  const list = doc.createElement('ul');
  list.style.cssText = 'margin:0;padding-left:18px';
  for (const f of report.fields) {
    const item = doc.createElement('li');
    item.style.color = f.status === 'filled' ? '#166534' : '#92400e';
    item.textContent =
      f.status === 'filled'
        ? `✓ ${f.question || '(unlabelled)'}`
        : `… ${f.question || '(unlabelled)'} — ${f.reason ?? 'needs you'}`;
    list.append(item);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.style.cssText = 'margin-top:8px';
  close.addEventListener('click', () => panel.remove());
  panel.append(title, note, list, close);
  doc.body.append(panel);
}
