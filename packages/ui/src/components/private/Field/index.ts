export { Field } from './Field';
export type { FieldProps, FieldIds } from './Field';
export * as fieldStyles from './Field.css';
