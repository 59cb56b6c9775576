/**
 * react-day-picker as every calendar of the product draws it: Spanish (its `es` locale, with the library's own labels
 * in Spanish), weeks from Monday. One shared module (`@camping/ui/day-picker`, like every module of this library), so
 * a page holding a stay's range picker and a date field's calendar loads the library once, whichever remote brought it,
 * instead of a copy per remote (~25 KB gzip each).
 */
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export type { DateRange } from 'react-day-picker';

export function SpanishDayPicker(props: DayPickerProps) {
  return <DayPicker locale={es} weekStartsOn={1} {...props} />;
}
