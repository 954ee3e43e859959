// Setting a control's value so the page's own scripts see it: React and Vue keep their own copy of
// an input's value and ignore `el.value = …`; the prototype's setter followed by input / change /
// blur events is what a person's typing produces. Radios and checkboxes are clicked.
import type { PacketFile } from './profile';

// As the browser's own: input and focus events leave a shadow root (composed), change does not.
function fire(el: Element, type: string) {
  const view = el.ownerDocument.defaultView!;
  const event =
    type === 'blur' || type === 'focus' || type === 'focusin' || type === 'focusout'
      ? new view.FocusEvent(type, {
          bubbles: type === 'focusin' || type === 'focusout',
          composed: true,
        })
      : new view.Event(type, { bubbles: true, composed: type === 'input' });
  el.dispatchEvent(event);
}

/** The native value setter of the element's class (HTMLInputElement, HTMLTextAreaElement, …). */
function nativeSetter(el: HTMLElement): ((v: string) => void) | null {
  let proto = Object.getPrototypeOf(el) as object | null;
  while (proto) {
    const d = Object.getOwnPropertyDescriptor(proto, 'value');
    if (d?.set) return (v: string) => d.set!.call(el, v);
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return null;
}

export function focus(el: HTMLElement) {
  el.focus({ preventScroll: true });
  fire(el, 'focus');
  fire(el, 'focusin');
}

export function blur(el: HTMLElement) {
  fire(el, 'blur');
  fire(el, 'focusout');
  el.blur();
}

/** Types `value` into a text input or textarea, as the page's framework sees typing. */
export function setText(el: HTMLInputElement | HTMLTextAreaElement, value: string, leave = true) {
  focus(el);
  nativeSetter(el)?.(value);
  fire(el, 'input');
  fire(el, 'change');
  if (leave) blur(el);
}

/** Chooses option `index` (of the non-placeholder options `labels`) of a native select. */
export function setSelect(el: HTMLSelectElement, label: string): boolean {
  const option = Array.from(el.options).find((o) => (o.textContent ?? '').trim() === label);
  if (!option) return false;
  focus(el);
  nativeSetter(el)?.(option.value);
  option.selected = true;
  fire(el, 'input');
  fire(el, 'change');
  blur(el);
  return true;
}

/** Checks or unchecks a checkbox, or selects a radio, by clicking it as a person would. */
export function setChecked(el: HTMLInputElement, value: boolean) {
  if (el.checked !== value) el.click();
}

/** Presses a toggle button (a Yes/No pair's member). */
export function press(el: HTMLElement) {
  el.click();
}

/** Attaches a file to a file input (DataTransfer, the way a drop does), then input + change. */
export function attachFile(el: HTMLInputElement, file: PacketFile): boolean {
  const view = el.ownerDocument.defaultView!;
  const binary = atob(file.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const transfer = new view.DataTransfer();
  transfer.items.add(new view.File([bytes], file.filename, { type: file.media_type }));
  el.files = transfer.files;
  fire(el, 'input');
  fire(el, 'change');
  return el.files?.length === 1;
}
