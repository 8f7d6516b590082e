/**
 * How a prerendered page asks for the app (composePage.ts): once the page has loaded and painted,
 * so that nothing but the HTML, its styles and its pictures come before its first and largest
 * paints. A picture or a paint that is slow to come holds the app back no longer than
 * `LONGEST_WAIT_MS`, and a shopper who touches the page before then asks for it at once.
 *
 * Until the app has taken the page over (`html[data-started]`, main.tsx), its buttons show but
 * nothing answers them: a press of "Add to cart" would be lost, and a form's submit button would
 * send the form natively, its fields in the address. Such a press is held instead, and pressed
 * again once the app answers. Links need no app: they open the next page as HTML. What is typed,
 * chosen or ticked stays in the fields, and the app's forms take it as they take the page over
 * (`useFilledBeforeTakeOver`).
 */
const LONGEST_WAIT_MS = 3000;
/** More presses than this before the app answers are a shopper tapping in vain: the first few count. */
const MOST_HELD_PRESSES = 5;

const app = document.currentScript?.dataset.app;
/**
 * The scripts the app imports, React's first (composePage.ts). All are fetched at once, and each
 * is evaluated in a task of its own before the app, instead of the whole app in one long task.
 */
const before = document.currentScript?.dataset.before?.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise<void>((done) => window.setTimeout(done, 0));
let started = false;
const start = () => {
  if (started || !app) return;
  started = true;
  for (const script of [...before, app]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = script;
    document.head.append(link);
  }
  // A script that failed is asked for again by the app's own import, which then fails as it
  // would have alone.
  const evaluated = before.reduce<Promise<void>>(
    (previous, script) =>
      previous.then(() => import(/* @vite-ignore */ script)).then(nextTask, nextTask),
    Promise.resolve(),
  );
  void evaluated.then(() => import(/* @vite-ignore */ app));
};

const takenOver = () => document.documentElement.dataset.started !== undefined;
const held: HTMLButtonElement[] = [];
const holdPress = (event: MouseEvent) => {
  if (takenOver()) return;
  const button = event.target instanceof Element ? event.target.closest('#root button') : null;
  if (!(button instanceof HTMLButtonElement) || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held.length < MOST_HELD_PRESSES) held.push(button);
  start();
};
const startOnTouch = () => start();
addEventListener('click', holdPress, { capture: true });
addEventListener('pointerdown', startOnTouch, { capture: true, once: true });
addEventListener('keydown', startOnTouch, { capture: true, once: true });

/**
 * Each press in a task of its own, so that the app has rendered what one changed before the
 * next: two presses of a quantity's plus make three, and "Add to cart" after them adds three.
 */
const pressHeld = async () => {
  for (const button of held.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
    await nextTask();
  }
};
new MutationObserver((_, observer) => {
  if (!takenOver()) return;
  observer.disconnect();
  removeEventListener('click', holdPress, { capture: true });
  void pressHeld();
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-started'] });

const loaded = new Promise<void>((done) => {
  if (document.readyState === 'complete') done();
  else window.addEventListener('load', () => done(), { once: true });
});
const painted = new Promise<void>((done) => {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return done();
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: the load alone starts the app.
    done();
  }
});
/**
 * A picture that loaded before the load event may paint a frame or two after it: the largest
 * paint. Asked for before that frame, the app's script would count toward it (Lighthouse charges
 * every request that starts before the largest paint). Two frames on, that frame has painted.
 */
const framePainted = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
void Promise.all([loaded, painted]).then(framePainted).then(start);
window.setTimeout(start, LONGEST_WAIT_MS);
