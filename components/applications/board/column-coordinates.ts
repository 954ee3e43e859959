// Keyboard moves on the board: Left / Right jump the picked-up card to the previous / next
// column; other keys do nothing (cards have no order inside a column).
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { PIPELINE_ORDER, type ApplicationStatus } from '@/lib/applications/status';

export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, over } = context;
  if (!active || !collisionRect) return undefined;
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
  if (!step) return undefined;
  event.preventDefault();
  const from = (over?.id ?? active.data.current?.status) as ApplicationStatus;
  const target = PIPELINE_ORDER[PIPELINE_ORDER.indexOf(from) + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 56 };
};
