import { describe, expect, it } from 'vitest';
import { groupTable, percent, tableCsv } from './insights-csv';

describe('insights tables and CSV', () => {
  it('writes rates as whole percentages and leaves small groups without one', () => {
    expect(percent(5 / 6)).toBe('83%');
    expect(percent(null)).toBe('');
    const table = groupTable(
      [
        {
          key: 'linkedin',
          label: 'LinkedIn',
          sent: 6,
          replies: 5,
          interviews: 3,
          reply_rate: 5 / 6,
          interview_rate: 0.5,
          small_group: false,
        },
        {
          key: 'x',
          label: '=HYPERLINK("x")',
          sent: 2,
          replies: 1,
          interviews: 0,
          reply_rate: null,
          interview_rate: null,
          small_group: true,
        },
      ],
      'Source',
    );
    expect(tableCsv(table)).toBe(
      'Source,Sent,Replies,Interviews,Reply rate,Interview rate\r\nLinkedIn,6,5,3,83%,50%\r\n"\'=HYPERLINK(""x"")",2,1,0,,\r\n',
    );
  });
});
