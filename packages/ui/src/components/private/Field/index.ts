import * as fieldStyles from './Field.css';

export { Field } from './Field';
export type { FieldProps, FieldIds } from './Field';
/** The label, hint, control and error styles, shared by the form controls. */
export { fieldStyles };
