export { DemoRibbon } from './DemoRibbon';
