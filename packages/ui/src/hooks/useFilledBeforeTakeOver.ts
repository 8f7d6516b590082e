import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useInBrowser } from './useInBrowser';

/**
 * Whether the visitor changed a control from what the page gave it. Taking a control over,
 * React makes its default the state's value and leaves what it shows alone; a select keeps the
 * prerender's choice as its default.
 */
function changedByVisitor(
  control: Element,
): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') {
      return control.checked !== control.defaultChecked;
    }
    if (control.type === 'file') return (control.files?.length ?? 0) > 0;
    return control.value !== control.defaultValue;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control instanceof HTMLSelectElement) {
    const given =
      Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
    return control.options[control.selectedIndex] !== given;
  }
  return false;
}

/**
 * A prerendered form takes typing, choices and ticks before the app has taken the page over.
 * React takes its controls over as they stand, without writing to them, but the state behind
 * them is still the prerender's, and the form's next render would write it over what the
 * visitor did. Once the take-over has committed, before the form renders again, `keep` is given
 * what the form holds, as the browser would send it, and the names of the controls the visitor
 * changed, for the form's state to take: its controls then render with what they already show,
 * so focus and the caret stay put, and a choice made early shows the fields that follow from it.
 * An effect, not a layout effect: `keep` may change the address (a listing's filter), which
 * React Router refuses before its own effects have run.
 *
 * A form the app renders itself (after a link) starts from its state, and `keep` is not called.
 */
export function useFilledBeforeTakeOver(
  form: RefObject<HTMLFormElement | null>,
  keep: (filled: FormData, changed: ReadonlySet<string>) => void,
): void {
  const takingOver = !useInBrowser();
  const keepFilled = useEffectEvent(() => {
    if (!takingOver || !form.current) return;
    const changed = new Set(
      Array.from(form.current.elements)
        .filter(changedByVisitor)
        .map((control) => control.name),
    );
    if (changed.size > 0) keep(new FormData(form.current), changed);
  });
  useEffect(() => keepFilled(), []);
}
