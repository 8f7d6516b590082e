export { ContactInfoPanel } from './ContactInfoPanel';
export type { ContactInfoPanelProps } from './ContactInfoPanel';
