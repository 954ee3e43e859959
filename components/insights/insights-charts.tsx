'use client';

// The Insights charts (Recharts), loaded on their own chunk by insights-screen.tsx. Colours are
// the design tokens, so light and dark follow the system like the rest of the app. Each chart is
// an image to assistive technology; its table alternative sits next to it (chart-section.tsx).
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { FUNNEL_LABELS, type Insights, type InsightsGroup } from '@/lib/insights/insights-schema';
import { REJECTION_LABELS } from '@/lib/insights/insights-csv';

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltip = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
    fontSize: 13,
  },
  itemStyle: { color: 'var(--foreground)' },
  labelStyle: { color: 'var(--foreground)', fontWeight: 600 },
  cursor: { fill: 'var(--surface-muted)' },
};
const label = { fill: 'var(--foreground)', fontSize: 12 };
const short = (text: string, max = 14) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const weekLabel = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Applications at each funnel stage, as horizontal bars with their counts. */
export function FunnelChart({ data }: { data: Insights }) {
  const rows = data.funnel.map((s) => ({ name: FUNNEL_LABELS[s.stage], count: s.count }));
  return (
    <ResponsiveContainer width="100%" height={rows.length * 40 + 10}>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="name"
          width={84}
          tick={tick}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip {...tooltip} />
        <Bar
          dataKey="count"
          name="Applications"
          fill="var(--primary)"
          radius={[0, 6, 6, 0]}
          isAnimationActive={false}
        >
          <LabelList dataKey="count" position="right" style={label} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Applications sent and first replies per week. */
export function WeeklyChart({ data }: { data: Insights }) {
  const rows = data.weekly.map((w) => ({
    name: weekLabel(w.week_start),
    sent: w.sent,
    replies: w.replies,
  }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        data={rows}
        margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="name"
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={44} />
        <Tooltip {...tooltip} />
        <Bar
          dataKey="sent"
          name="Sent"
          fill="var(--primary)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="replies"
          name="Replies"
          fill="var(--success)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Reply and interview rates (%) of the groups with enough applications to rate. */
export function RatesChart({ groups }: { groups: InsightsGroup[] }) {
  const rows = groups
    .filter((g) => !g.small_group)
    .map((g) => ({
      name: short(g.label),
      reply: Math.round((g.reply_rate ?? 0) * 100),
      interview: Math.round((g.interview_rate ?? 0) * 100),
    }));
  return (
    <ResponsiveContainer width="100%" height={rows.length * 64 + 30}>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 0, right: 44, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis
          type="number"
          domain={[0, 100]}
          ticks={[0, 50, 100]}
          tickFormatter={(v: number) => `${v}%`}
          tick={tick}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={104}
          tick={tick}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip {...tooltip} formatter={(v) => `${String(v)}%`} />
        <Bar
          dataKey="reply"
          name="Reply rate"
          fill="var(--primary)"
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        >
          <LabelList
            dataKey="reply"
            position="right"
            style={label}
            formatter={(v) => `${String(v)}%`}
          />
        </Bar>
        <Bar
          dataKey="interview"
          name="Interview rate"
          fill="var(--success)"
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        >
          <LabelList
            dataKey="interview"
            position="right"
            style={label}
            formatter={(v) => `${String(v)}%`}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** How many rejections came at each stage. */
export function RejectionsChart({ data }: { data: Insights }) {
  const rows = data.rejections.stages
    .filter((s) => s.count > 0 || s.after === 'Applied' || s.after === 'Interview')
    .map((s) => ({ name: REJECTION_LABELS[s.after], count: s.count }));
  return (
    <ResponsiveContainer width="100%" height={rows.length * 40 + 10}>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="name"
          width={112}
          tick={tick}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip {...tooltip} />
        <Bar
          dataKey="count"
          name="Rejections"
          fill="var(--danger)"
          radius={[0, 6, 6, 0]}
          isAnimationActive={false}
        >
          <LabelList dataKey="count" position="right" style={label} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
