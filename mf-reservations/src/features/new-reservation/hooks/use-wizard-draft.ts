/**
 * The new-reservation wizard's draft (issue #15, "work is never lost"): step, values, the clients found in step 4,
 * the unit chosen in step 2 and the seasons' override with its reason (issue 35), kept per tab so a reload or Back reopens the wizard where the clerk was. Closing
 * the wizard or creating the reservation ends the draft; logout clears it (the shell's clearDrafts).
 */
import { z } from 'zod';
import { hospedajeSchema, type Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { MOTIVO_MINIMO_MAX } from '@camping/contracts/schemas/motivo-minimo';
import type { MinimumStayChoice } from '@camping/ui/minimum-stay-override';
import { differsFrom, readDraft, removeDraft, stringFields, writeDraft } from '@camping/ui/hooks/draft-storage';
import { useUnsavedChangesWarning } from '@camping/ui/hooks/use-unsaved-changes-warning';
import { useEffect } from 'react';
import { WIZARD_DEFAULTS, type WizardStep, type WizardValues } from '../lib/wizard-rules';

const DRAFT_KEY = 'nueva-reserva';

export interface WizardDraft {
  step: WizardStep;
  values: WizardValues;
  knownIds: number[];
  chosenUnit: Hospedaje | null;
  /** «Exceptuar la estadía mínima» and its reason as typed; absent in drafts kept before it (then unchecked). */
  override?: MinimumStayChoice;
}

const draftShape = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  values: z.unknown(),
  knownIds: z.array(z.number().int()),
  chosenUnit: hospedajeSchema.nullable(),
  override: z.object({ exceptuar: z.boolean(), motivo: z.string().max(MOTIVO_MINIMO_MAX) }).optional(),
});

function parseWizardDraft(raw: unknown): WizardDraft | null {
  const shape = draftShape.safeParse(raw);
  if (!shape.success) return null;
  const values = stringFields(shape.data.values, WIZARD_DEFAULTS);
  return values ? { ...shape.data, step: shape.data.step as WizardStep, values } : null;
}

export function readWizardDraft(): WizardDraft | null {
  return readDraft(DRAFT_KEY, parseWizardDraft);
}

export function clearWizardDraft(): void {
  removeDraft(DRAFT_KEY);
}

/** Whether the wizard holds anything worth keeping: a value typed or chosen, or a step past the first. */
export function wizardHasInput(draft: WizardDraft): boolean {
  return draft.step > 1 || differsFrom(draft.values, WIZARD_DEFAULTS);
}

/** Stores the draft on every change (or removes it when empty) and warns before leaving it. */
export function useWizardDraft(draft: WizardDraft, reportUnsavedChanges?: (dirty: boolean) => void): void {
  const dirty = wizardHasInput(draft);
  const text = JSON.stringify(draft);
  useEffect(() => {
    if (dirty) writeDraft(DRAFT_KEY, JSON.parse(text));
    else removeDraft(DRAFT_KEY);
  }, [dirty, text]);
  useUnsavedChangesWarning(dirty, reportUnsavedChanges);
}
