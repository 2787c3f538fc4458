export { FormTextField, type FormTextFieldProps } from './form-text-field';
