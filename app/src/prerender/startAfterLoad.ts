/**
 * How a prerendered page asks for the app (composePage.ts): once the page has loaded and painted,
 * so that nothing but the HTML, its styles and its pictures come before its first and largest
 * paints. A picture or a paint that is slow to come holds the app back no longer than
 * `LONGEST_WAIT_MS`.
 */
const LONGEST_WAIT_MS = 3000;

const app = document.currentScript?.dataset.app;
let started = false;
const start = () => {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
};

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
