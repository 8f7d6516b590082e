export { CustomerDetailsForm } from './CustomerDetailsForm';
export type { CustomerDetailsFormProps } from './CustomerDetailsForm';
