/** The lines `npm start` leaves on screen once the server listens, in a frame that stands out from the JSON logs. */
export function startBanner(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const rule = '═'.repeat(width);
  const body = lines.map((line) => `║${line.padEnd(width)}║`);
  return `\n╔${rule}╗\n${body.join('\n')}\n╚${rule}╝\n\n`;
}
