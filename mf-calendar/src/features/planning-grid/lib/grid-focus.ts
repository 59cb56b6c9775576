/**
 * Keyboard moves on the grid: a position is a row and a day. On a day a stay covers, the focus is on its bar;
 * otherwise on the day's cell. Left/Right step off the bar's ends, Up/Down keep the day, Home/End go to the row's
 * ends.
 */
export interface FocusSpot {
  row: number;
  day: number;
}

export interface SpotExtent {
  /** First and last day (of the window) the focused thing covers: a cell covers one day, a bar its nights. */
  first: number;
  last: number;
}

export function nextSpot(key: string, spot: FocusSpot, extent: SpotExtent, rows: number, days: number): FocusSpot | null {
  const clampDay = (d: number) => Math.min(days - 1, Math.max(0, d));
  switch (key) {
    case 'ArrowRight':
      return extent.last + 1 < days ? { row: spot.row, day: extent.last + 1 } : null;
    case 'ArrowLeft':
      return extent.first - 1 >= 0 ? { row: spot.row, day: extent.first - 1 } : null;
    case 'ArrowDown':
      return spot.row + 1 < rows ? { row: spot.row + 1, day: clampDay(spot.day) } : null;
    case 'ArrowUp':
      return spot.row - 1 >= 0 ? { row: spot.row - 1, day: clampDay(spot.day) } : null;
    case 'Home':
      return { row: spot.row, day: 0 };
    case 'End':
      return { row: spot.row, day: days - 1 };
    default:
      return null;
  }
}
