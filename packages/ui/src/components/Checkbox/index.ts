export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export * as choiceStyles from './Checkbox.css';
