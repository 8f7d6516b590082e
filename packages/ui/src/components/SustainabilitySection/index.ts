export { SustainabilitySection } from './SustainabilitySection';
