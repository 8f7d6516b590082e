export { Button, buttonVariants, buttonSizes } from './Button';
export type { ButtonProps } from './Button';
export { button as buttonStyles } from './Button.css';
