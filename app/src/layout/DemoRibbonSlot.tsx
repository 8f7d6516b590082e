import { DemoRibbon } from '@rimal/ui';
import { siteConfig } from '../config';

const result = siteConfig();
/** Decided by the build: a demo build shows the ribbon, any other never does. */
const demo = result.ok && result.config.demo;

/** The demo ribbon, in a demo build only: the first thing of every page, above the header. */
export function DemoRibbonSlot() {
  return demo ? <DemoRibbon /> : null;
}
