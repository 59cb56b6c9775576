/**
 * What a visitor typed or chose in a drawn page's form (the quote's dates, type, people) before the app took the
 * page over is carried into the app's same field at the swap (issue 34, docs/public-site.md): nothing typed is lost.
 *
 * A field was changed when its value is no longer the one the HTML drew (read at the swap: the visitor may have typed
 * before any script arrived). A field is the same when it has the same name (its label, else aria-label, else name) at the same place among
 * fields of that name: the drawing and the app do not share element ids (React's useId differs between the build's
 * renderToString and the browser). The value goes in as the browser's own typing would (the native setter, then an
 * `input` / `change` event), so the app's handlers (the date field's mask, a select's onChange) run as for a person.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELDS = 'input, select, textarea';

const fieldsOf = (container: Element): Field[] => [...container.querySelectorAll<Field>(FIELDS)];

function fieldName(field: Field): string {
  const label = field.labels?.[0]?.textContent?.trim();
  return label || field.getAttribute('aria-label') || field.name;
}

/** The app's field that is the drawing's `field`; looked up at the swap, since one choice can change the fields after it. */
function sameField(field: Field, drawn: Element, root: Element): Field | undefined {
  const named = (container: Element) => fieldsOf(container).filter((f) => fieldName(f) === fieldName(field));
  const index = named(drawn).indexOf(field);
  return index < 0 ? undefined : named(root)[index];
}

/** Sets a field's value as typing would, so a framework that tracks the value (React) sees the change. */
function typeInto(target: Field, source: Field): void {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (source instanceof HTMLInputElement && target.checked !== source.checked) target.click();
    return;
  }
  if (target.value === source.value) return;
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, source.value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Whether the visitor changed the field: its value is no longer the one the HTML drew. Read from the field itself,
 * not from events, since the visitor may type before any script of the page has arrived.
 */
function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Copies what the visitor typed in the drawn page into the app's fields; gives the app's field that should have the
 * focus (the one the visitor was typing in), if any.
 */
export function carryTypedInput(drawn: Element, root: Element, focused: Element | null): HTMLElement | undefined {
  // In the page's order: a type chosen first decides which fields the app shows for the ones after it.
  for (const field of fieldsOf(drawn)) {
    const target = changedByVisitor(field) ? sameField(field, drawn, root) : undefined;
    if (target) typeInto(target, field);
  }
  return focused?.matches(FIELDS) ? sameField(focused as Field, drawn, root) : undefined;
}
