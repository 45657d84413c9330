// @vitrina/shared/ui: the primitives more than one app needs. Design tokens load with the kit.
import './styles.css';

export { Modal, type ModalProps } from './modal/modal';
export { useScrollLock } from './scroll-lock/scroll-lock';
export { Message, type MessageKind, type MessageProps } from './message/message';
export { useTimedMessage, MESSAGE_MS, type TimedMessage, type TimedMessageApi } from './message/use-timed-message';
export { MessageSlot } from './message/message-slot';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './fields/text-field';
export { Checkbox, type CheckboxProps } from './fields/checkbox';
export { RadioGroup, type RadioGroupProps } from './fields/radio-group';
export { Select, type SelectProps, type SelectOption } from './fields/select';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { PageLayout } from './page-layout/page-layout';
export { cx } from './cx';
export { useDelayedAction } from './use-delayed-action';
