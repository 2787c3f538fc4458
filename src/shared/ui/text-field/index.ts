export { TextField, type TextFieldProps, type InputFieldProps, type TextAreaFieldProps, type SelectFieldProps } from './text-field';
