/**
 * What someone typed or chose in an island before its code ran (decision 022). The form
 * sets its fields to their starting values as it hydrates; this puts back what the person
 * did, the way they did it (with the events a form listens to), so the form's state has it.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type Typed = { control: Control; value: string; checked: boolean };

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

export function whatWasTyped(el: HTMLElement): Typed[] {
  return [...el.querySelectorAll<Control>('input, select, textarea')].map((control) => ({
    control,
    value: control.value,
    checked: isToggle(control) && control.checked,
  }));
}

const isAsTyped = ({ control, value, checked }: Typed) =>
  !control.isConnected ||
  (isToggle(control) ? control.checked === checked : control.value === value);

function putBack(typed: Typed[]) {
  for (const entry of typed) {
    if (isAsTyped(entry)) continue;
    const { control, value, checked } = entry;
    if (isToggle(control)) {
      if (control.checked !== checked && (checked || control.type === 'checkbox')) control.click();
    } else {
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/**
 * Whether a control's value is the one an event on `target` changed: the control itself,
 * or another radio of its group (choosing male unchooses female without an event on it).
 */
function changedWith(control: Control, target: EventTarget | null): boolean {
  if (control === target) return true;
  return (
    target instanceof HTMLInputElement &&
    target.type === 'radio' &&
    control instanceof HTMLInputElement &&
    control.type === 'radio' &&
    control.name !== '' &&
    control.name === target.name &&
    control.form === target.form
  );
}

// Long enough for Preact to render and run its effects (after the next frame), where a
// form that started over registers its fields, and their starting values, again.
const afterEffects = () => new Promise((resolve) => setTimeout(resolve, 60));

/**
 * Putting one choice back may undo another (a form that starts over when one of its
 * choices changes), so it is done again after the island has rendered, up to five times,
 * until everything is as it was — except what the person changes meanwhile, which is
 * theirs from then on.
 */
export async function putBackAll(el: HTMLElement, typed: Typed[]) {
  let pending = typed;
  let puttingBack = false;
  // A click on a radio fires trusted input and change events even when our code clicks,
  // so what we do ourselves is told apart by this flag (events fire synchronously).
  const changedByHand = (event: Event) => {
    if (!puttingBack)
      pending = pending.filter((entry) => !changedWith(entry.control, event.target));
  };
  el.addEventListener('input', changedByHand, true);
  el.addEventListener('change', changedByHand, true);
  try {
    for (let pass = 0; pass < 5; pass += 1) {
      puttingBack = true;
      putBack(pending);
      puttingBack = false;
      await afterEffects();
      if (pending.every(isAsTyped)) break;
    }
  } finally {
    el.removeEventListener('input', changedByHand, true);
    el.removeEventListener('change', changedByHand, true);
  }
}
