export { HeroSection } from './HeroSection';
export type { HeroSectionProps } from './HeroSection';
export { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
export type { LoopVideo } from '../private/LoopingArt';
