import { calendarLayout, rowLimits } from './calendar-layout';

describe('narrow rules of the calendar', () => {
  it('at 768 px or less: 2 reservations a day, a compact toolbar and short weekday names', () => {
    const layout = calendarLayout(true);
    expect(layout).toMatchObject({ maxEventsPerDay: 2, toolbar: 'compact', weekdayFormat: 'EEE' });
    expect(rowLimits(layout)).toEqual({ monthRows: 2, allDayMaxRows: 1 });
  });

  it('wider: up to 4 reservations a day, the full toolbar and whole weekday names', () => {
    const layout = calendarLayout(false);
    expect(layout).toMatchObject({ maxEventsPerDay: 4, toolbar: 'full', weekdayFormat: 'EEEE' });
    expect(rowLimits(layout)).toEqual({ monthRows: 4, allDayMaxRows: 3 });
  });
});
