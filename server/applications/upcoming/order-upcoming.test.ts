import { describe, expect, it } from 'vitest';
import type { UpcomingItemDto } from '@/lib/contracts/tasks';
import { orderUpcoming } from './order-upcoming';

const item = (over: Partial<UpcomingItemDto>): UpcomingItemDto => ({
  kind: 'task',
  when: '2026-12-01T10:00:00.000Z',
  date: null,
  application_id: 'app',
  company: 'Acme',
  job_title: 'Engineer',
  title: null,
  task_id: null,
  contact_id: null,
  ...over,
});

describe('orderUpcoming', () => {
  it('puts items in time order across kinds', () => {
    const out = orderUpcoming([
      item({ kind: 'interview', when: '2026-12-03T09:00:00.000Z', company: 'C' }),
      item({ kind: 'task', when: '2026-12-01T15:30:00.000Z', company: 'A' }),
      item({
        kind: 'follow_up',
        when: '2026-12-02T00:00:00.000Z',
        date: '2026-12-02',
        company: 'B',
      }),
    ]);
    expect(out.map((i) => i.company)).toEqual(['A', 'B', 'C']);
  });

  it('compares instants, not the text of differently written times', () => {
    const out = orderUpcoming([
      item({ when: '2026-12-01T10:00:00.000Z', company: 'Later' }),
      item({ when: '2026-12-01T09:59:59.000Z', company: 'Earlier' }),
    ]);
    expect(out.map((i) => i.company)).toEqual(['Earlier', 'Later']);
  });

  it('on the same instant: whole-day items first, then deadline, follow-up, interview, task', () => {
    const at = '2026-12-02T00:00:00.000Z';
    const out = orderUpcoming([
      item({ kind: 'task', when: at, company: 'task' }),
      item({ kind: 'interview', when: at, company: 'interview' }),
      item({ kind: 'follow_up', when: at, date: '2026-12-02', company: 'follow_up' }),
      item({ kind: 'deadline', when: at, date: '2026-12-02', company: 'deadline' }),
    ]);
    expect(out.map((i) => i.company)).toEqual(['deadline', 'follow_up', 'interview', 'task']);
  });

  it("puts a contact to reach out to after that day's deadlines and follow-ups", () => {
    const at = '2026-12-02T00:00:00.000Z';
    const out = orderUpcoming([
      item({
        kind: 'reach_out',
        when: at,
        date: '2026-12-02',
        company: 'reach_out',
        application_id: null,
        contact_id: 'c1',
        title: 'Ana',
      }),
      item({ kind: 'follow_up', when: at, date: '2026-12-02', company: 'follow_up' }),
      item({ kind: 'deadline', when: at, date: '2026-12-02', company: 'deadline' }),
    ]);
    expect(out.map((i) => i.kind)).toEqual(['deadline', 'follow_up', 'reach_out']);
  });

  it('ties break by company, job title and id, so the order is stable', () => {
    const out = orderUpcoming([
      item({ company: 'Beta', task_id: '2' }),
      item({ company: 'Alpha', job_title: 'Zed', task_id: '3' }),
      item({ company: 'Alpha', job_title: 'Ada', task_id: '4' }),
      item({ company: 'Beta', task_id: '1' }),
    ]);
    expect(out.map((i) => i.task_id)).toEqual(['4', '3', '1', '2']);
  });

  it('does not change the list it is given', () => {
    const input = [
      item({ when: '2026-12-02T00:00:00.000Z' }),
      item({ when: '2026-12-01T00:00:00.000Z' }),
    ];
    const copy = structuredClone(input);
    orderUpcoming(input);
    expect(input).toEqual(copy);
  });
});
