/** Driving the Planilla (planning grid) as a clerk does, for the browser tests that use it. */
import type { APIRequestContext, Page } from 'playwright-core';

export interface Unit {
  id: number;
  numero: number;
  capacidad: number;
  tipo_hospedaje_id: number;
}

/** Every cabin and dormi, by number. */
export async function units(request: APIRequestContext): Promise<{ cabins: Unit[]; dormis: Unit[] }> {
  const response = await request.get('/api/endpoints/hospedajes');
  expect(response.ok()).toBe(true);
  const all = (await response.json()).hospedajes as Unit[];
  const byNumber = (a: Unit, b: Unit) => a.numero - b.numero;
  return { cabins: all.filter((u) => u.tipo_hospedaje_id === 1).sort(byNumber), dormis: all.filter((u) => u.tipo_hospedaje_id === 2).sort(byNumber) };
}

/** The Planilla's 14 days from `desde`, once its rows are drawn. */
export async function openGrid(page: Page, desde: string): Promise<void> {
  await page.goto(`/admin/calendario/planilla#desde=${desde}&dias=14`);
  await page.getByRole('heading', { name: 'Planilla de ocupación', level: 1 }).waitFor();
  await page.locator('.plan-row[data-unit-id]').first().waitFor();
}

/** The width of a day column, in px. */
export async function dayWidthOf(page: Page): Promise<number> {
  return page.locator('.plan-row[data-unit-id] .plan-cell').first().evaluate((el) => el.getBoundingClientRect().width);
}

/** A mouse drag: pressed at `from`, past the 5 px that arm it, released at `to`. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
