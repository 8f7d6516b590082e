export { ContactForm } from './ContactForm';
export type { ContactFormProps } from './ContactForm';
