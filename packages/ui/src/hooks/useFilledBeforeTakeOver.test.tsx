// @vitest-environment jsdom
import { act, useRef, useState, type ChangeEvent } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFilledBeforeTakeOver } from './useFilledBeforeTakeOver';
import { TakeOver, useInBrowser } from './useInBrowser';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Enquiry {
  name: string;
  message: string;
  department: string;
  news: boolean;
  city: string;
}
const empty: Enquiry = { name: '', message: '', department: '', news: false, city: '' };

/** What each take-over handed on: the changed names, and the values as the form holds them. */
let kept: { changed: string[]; filled: [string, FormDataEntryValue][] }[] = [];

/**
 * A controlled form that renders again once it is in the browser, as the contact form does when
 * it names the countries: that render is the one that wrote the empty state over the typing.
 */
function Enquiry() {
  const [values, setValues] = useState(empty);
  const form = useRef<HTMLFormElement>(null);
  useFilledBeforeTakeOver(form, (filled, changed) => {
    kept.push({ changed: [...changed].sort(), filled: [...filled.entries()] });
    setValues((current) => ({
      ...current,
      ...Object.fromEntries([...changed].map((name) => [name, filled.get(name) ?? ''])),
      news: changed.has('news') ? filled.has('news') : current.news,
    }));
  });
  const inBrowser = useInBrowser();
  const change =
    (name: 'name' | 'city' | 'message' | 'department') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues({ ...values, [name]: event.target.value });
  return (
    <form ref={form} data-in-browser={inBrowser}>
      <input name="name" value={values.name} onChange={change('name')} />
      <input name="city" value={values.city} onChange={change('city')} />
      <textarea name="message" value={values.message} onChange={change('message')} />
      <select name="department" value={values.department} onChange={change('department')}>
        <option value="">Select a department</option>
        <option value="sales">Sales</option>
      </select>
      {values.department === 'sales' && <input name="market" defaultValue="DE" />}
      <input
        type="checkbox"
        name="news"
        value="yes"
        checked={values.news}
        onChange={(event) => setValues({ ...values, news: event.target.checked })}
      />
    </form>
  );
}

function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <TakeOver takingOver>
      <Enquiry />
    </TakeOver>,
  );
  document.body.replaceChildren(container);
  const form = container.querySelector('form')!;
  const control = <T extends Element>(name: string) => form.querySelector<T>(`[name="${name}"]`)!;
  return { container, form, control };
}

async function takeOver(container: HTMLElement) {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <TakeOver takingOver>
        <Enquiry />
      </TakeOver>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
}

describe('useFilledBeforeTakeOver', () => {
  it('hands on what the visitor changed before the take-over, and the form shows it after', async () => {
    kept = [];
    const { container, form, control } = prerendered();
    const name = control<HTMLInputElement>('name');
    const message = control<HTMLTextAreaElement>('message');
    name.value = 'Omar Khalil';
    message.value = 'Do you ship to Al-Ain?';
    control<HTMLSelectElement>('department').value = 'sales';
    control<HTMLInputElement>('news').checked = true;
    message.focus();
    message.setSelectionRange(7, 11);

    await takeOver(container);

    expect(kept).toEqual([
      {
        changed: ['department', 'message', 'name', 'news'],
        filled: [
          ['name', 'Omar Khalil'],
          ['city', ''],
          ['message', 'Do you ship to Al-Ain?'],
          ['department', 'sales'],
          ['news', 'yes'],
        ],
      },
    ]);
    expect(form.dataset.inBrowser).toBe('true');
    expect(name.value).toBe('Omar Khalil');
    expect(message.value).toBe('Do you ship to Al-Ain?');
    expect(control<HTMLSelectElement>('department').value).toBe('sales');
    expect(control<HTMLInputElement>('news').checked).toBe(true);
    // The department chosen early shows what follows from it.
    expect(control<HTMLInputElement>('market').value).toBe('DE');
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([7, 11]);
  });

  it('hands on nothing when the visitor changed nothing', async () => {
    kept = [];
    const { container } = prerendered();
    await takeOver(container);
    expect(kept).toEqual([]);
  });

  it('is not called for a form the app renders itself', async () => {
    kept = [];
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await act(async () => createRoot(container).render(<Enquiry />));
    expect(container.querySelector('form')?.dataset.inBrowser).toBe('true');
    expect(kept).toEqual([]);
  });
});
