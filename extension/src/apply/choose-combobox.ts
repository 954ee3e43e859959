// Custom selects and typeaheads (React Select, Workday's listbox buttons, location suggestions):
// open the control as a click does, optionally type, wait for its options, click the one the picker
// chooses. When none fits the menu is closed again and the field left alone.
import { deepQueryAll, scopeOf } from './deep-dom';
import { ownText } from './label-text';
import { setText } from './set-value';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function mouse(el: Element, type: string) {
  const view = el.ownerDocument.defaultView!;
  el.dispatchEvent(new view.MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view }));
}

export function clickLikePerson(el: Element) {
  mouse(el, 'mousedown');
  mouse(el, 'mouseup');
  mouse(el, 'click');
}

function visible(el: Element) {
  return (el as HTMLElement).getClientRects().length > 0;
}

/** The options the control shows now: its listbox (aria-controls / aria-owns) or any visible one. */
function currentOptions(control: HTMLElement): HTMLElement[] {
  const scope = scopeOf(control);
  const ids = [control.getAttribute('aria-controls'), control.getAttribute('aria-owns')]
    .flatMap((v) => (v ? v.split(/\s+/) : []))
    .map((id) => scope.getElementById(id) ?? control.ownerDocument.getElementById(id))
    .filter((x): x is HTMLElement => !!x);
  const scoped = ids.flatMap((box) =>
    Array.from(box.querySelectorAll<HTMLElement>('[role="option"]')),
  );
  const found = scoped.length ? scoped : deepQueryAll(control.ownerDocument, '[role="option"]');
  return found.filter((o) => visible(o) && !o.closest('[data-pursuit-apply]'));
}

async function waitForOptions(control: HTMLElement, ms: number, after: HTMLElement[] = []) {
  const until = Date.now() + ms;
  for (;;) {
    const options = currentOptions(control);
    const changed =
      options.length && (options.length !== after.length || options.some((o, i) => o !== after[i]));
    if (changed || (options.length && !after.length)) return options;
    if (Date.now() > until) return options;
    await sleep(25);
  }
}

/** The element a click opens: React Select's control box, else the combobox itself. */
function opener(control: HTMLElement): HTMLElement {
  return (control.closest('[class*="control"]') as HTMLElement | null) ?? control;
}

export type ComboResult = { chosen: string } | { chosen: null; seen: string[] };

export async function chooseInCombobox(
  control: HTMLElement,
  pick: (options: string[]) => number,
  typed?: string,
): Promise<ComboResult> {
  const input = control.tagName === 'INPUT' ? (control as HTMLInputElement) : null;
  input?.focus({ preventScroll: true });
  let options: HTMLElement[] = [];
  if (typed && input) {
    setText(input, typed, false);
    options = await waitForOptions(control, 1500);
  } else {
    clickLikePerson(opener(control));
    options = await waitForOptions(control, 800);
    if (!options.length && input) {
      const view = input.ownerDocument.defaultView!;
      input.dispatchEvent(new view.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      options = await waitForOptions(control, 600);
    }
  }
  const labels = options.map((o) => ownText(o).replace(/\s+/g, ' ').trim());
  const index = pick(labels);
  if (index < 0) {
    const view = control.ownerDocument.defaultView!;
    control.dispatchEvent(new view.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    if (typed && input) setText(input, '', true);
    return { chosen: null, seen: labels };
  }
  clickLikePerson(options[index]!);
  await sleep(0);
  return { chosen: labels[index]! };
}
