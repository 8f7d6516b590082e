export { ProductLine, productLineSizes } from './ProductLine';
export type { ProductLineProps } from './ProductLine';
export { ProductLineStepper } from './ProductLineStepper';
export type { ProductLineStepperProps } from './ProductLineStepper';
