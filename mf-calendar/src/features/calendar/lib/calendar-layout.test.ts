import { calendarLayout, rowLimits } from './calendar-layout';

describe('narrow rules of the calendar', () => {
  it('at 768 px or less: 2 reservations a day, a compact toolbar and short weekday names', () => {
    const layout = calendarLayout(true);
    expect(layout).toMatchObject({ maxEventsPerDay: 2, toolbar: 'compact', weekdayFormat: 'EEE' });
    // Two full rows of stays, and a third for the "+N más" link (issue 15: it showed 1).
    expect(rowLimits(layout)).toEqual({ monthRows: 3, allDayMaxRows: 2 });
  });

  it('wider: up to 4 reservations a day, the full toolbar and whole weekday names', () => {
    const layout = calendarLayout(false);
    expect(layout).toMatchObject({ maxEventsPerDay: 4, toolbar: 'full', weekdayFormat: 'EEEE' });
    // Four full rows of stays, and a fifth for the link (it showed 3).
    expect(rowLimits(layout)).toEqual({ monthRows: 5, allDayMaxRows: 4 });
  });
});
