// Forms built from web components (SmartRecruiters and others) keep their inputs in open shadow
// roots, which querySelectorAll, closest() and getElementById do not cross. These helpers read the
// page as a person sees it: a host's shadow tree where the host stands, then its light children.
type Scope = Document | ShadowRoot;

/** Every element under `root` in tree order, open shadow roots included. */
export function deepElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of Array.from(node.children)) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      // A <template>'s content is not on the page.
      if (child.tagName !== 'TEMPLATE') walk(child);
    }
  };
  if ((root as Element).shadowRoot) walk((root as Element).shadowRoot!);
  walk(root);
  return out;
}

/** querySelectorAll through open shadow roots, in tree order. */
export function deepQueryAll<T extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
): T[] {
  return deepElements(root).filter((el) => el.matches(selector)) as T[];
}

/** The tree `el` lives in: its shadow root, or its document — where its ids and labels are. */
export function scopeOf(el: Node): Scope {
  const root = el.getRootNode?.() as Node | undefined;
  return root && 'getElementById' in root ? (root as Scope) : el.ownerDocument!;
}

/** The shadow host `el` lives under, or null in the document itself. */
export function hostOf(el: Node): Element | null {
  const root = el.getRootNode?.() as ShadowRoot | undefined;
  return root && 'host' in root ? root.host : null;
}

/** closest() that goes on in the host's tree when it reaches the top of a shadow root. */
export function closestDeep(el: Element, selector: string): Element | null {
  let at: Element | null = el;
  while (at) {
    const hit = at.closest(selector);
    if (hit) return hit;
    at = hostOf(at);
  }
  return null;
}
