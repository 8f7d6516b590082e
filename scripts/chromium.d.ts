/** Debian's Chromium and the flags it needs on these offline machines (see docs/tooling.md §3). */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
