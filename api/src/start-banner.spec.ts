import { startBanner } from './start-banner';

describe('startBanner', () => {
  it('frames every line at one width, on lines of their own', () => {
    const text = startBanner(['  Sitio: http://localhost:3000', '', '  Contraseña generada: abc123']);
    const rows = text.trim().split('\n');
    expect(rows[0]).toMatch(/^╔═+╗$/);
    expect(rows.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(rows).toContain(`║${'  Contraseña generada: abc123'.padEnd(rows[0].length - 2)}║`);
  });
});
