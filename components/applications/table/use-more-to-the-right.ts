'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Whether the scroll box has columns hidden past its right edge (for a fade that says so). */
export function useMoreToTheRight(box: RefObject<HTMLElement | null>, contentWidth: number) {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [box, contentWidth]);
  return more;
}
