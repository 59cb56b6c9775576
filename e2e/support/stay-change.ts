/**
 * The changed stay's confirmation (issue 32, libs/ui stay-change-confirmation.tsx), as every browser test meets it:
 * after «Guardar cambios» with a changed stay, a Planilla drop or resize, «Mover» in the Planilla or the calendar.
 */
import type { Locator, Page } from 'playwright-core';

export type StayChangeAnswer = 'Aplicar monto nuevo' | 'Mantener monto' | 'Usar monto escrito' | 'Confirmar cambio' | 'Volver';

export function stayChangeDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Confirmar cambio de la estadía' });
}

/** Waits for the confirmation, presses `answer` once it is enabled (a new amount may still be on its way), and waits for it to close. */
export async function answerStayChange(page: Page, answer: StayChangeAnswer): Promise<void> {
  const dialog = stayChangeDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
