// Any other form: the largest form on the page (most fields), read by labels, autocomplete
// attributes, names, placeholders and aria-* alone.
import type { AtsReader } from '../form-model';

export const generic: AtsReader = {
  name: 'Form',
  matches: () => true,
  root: (doc) => {
    const forms = Array.from(doc.querySelectorAll('form'));
    const size = (f: Element) => f.querySelectorAll('input, select, textarea').length;
    const best = forms.sort((a, b) => size(b) - size(a))[0];
    return best && size(best) >= 2 ? best : null;
  },
  names: {},
  jobUrl: (url) => `${url.origin}${url.pathname}`,
};
