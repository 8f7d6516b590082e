import * as choiceStyles from './Checkbox.css';

export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
/** The fieldset, legend and choice styles, shared with RadioGroup. */
export { choiceStyles };
