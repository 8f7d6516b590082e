/** The tab's note that the site already reloaded itself for a new version in this session. */
export const RELOADED_KEY = 'rimal.reloadedForNewVersion';
const PROBE_KEY = 'rimal.reloadedForNewVersion.probe';

/** `reloading`: the page is being loaded afresh; `stay`: it is not, the shopper decides. */
export type ReloadOutlook = 'reloading' | 'stay';

export interface ReloadOnceOptions {
  /** The tab's session storage; opening, reading or writing it may throw where it is blocked. */
  storage: () => Storage;
  /** Loads `href` afresh, or the current address when it is absent. */
  load: (href?: string) => void;
}

export interface ReloadOnce {
  /** What `request` would do now, without doing it. */
  outlook(): ReloadOutlook;
  /** Loads the page afresh unless it already did so in this session. */
  request(href?: string): ReloadOutlook;
}

/**
 * A page reload that happens at most once per session, so a file that is missing even from
 * the newest release never makes the page reload over and over. Without a usable session
 * storage the site cannot know it has already reloaded, so it never reloads by itself there.
 */
export function createReloadOnce({ storage, load }: ReloadOnceOptions): ReloadOnce {
  let requested = false;

  const alreadyReloaded = (): boolean => {
    try {
      return storage().getItem(RELOADED_KEY) !== null;
    } catch {
      return true;
    }
  };

  // A storage that reads but refuses writes (a full quota) could not keep the note either.
  const canNote = (): boolean => {
    try {
      storage().setItem(PROBE_KEY, '1');
      storage().removeItem(PROBE_KEY);
      return true;
    } catch {
      return false;
    }
  };

  return {
    outlook: () => (requested || (!alreadyReloaded() && canNote()) ? 'reloading' : 'stay'),
    request(href) {
      if (requested) return 'reloading';
      if (alreadyReloaded()) return 'stay';
      try {
        storage().setItem(RELOADED_KEY, new Date().toISOString());
      } catch {
        return 'stay';
      }
      requested = true;
      load(href);
      return 'reloading';
    },
  };
}

/** The page's own: the tab's session storage and the browser's location. */
export const deployReload: ReloadOnce = createReloadOnce({
  storage: () => window.sessionStorage,
  load: (href) => {
    if (href === undefined) window.location.reload();
    else window.location.assign(href);
  },
});
