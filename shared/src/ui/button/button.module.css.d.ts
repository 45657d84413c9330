declare const classes: {
  readonly button: string;
  readonly block: string;
  readonly primary: string;
  readonly secondary: string;
  readonly ghost: string;
  readonly danger: string;
  readonly spinner: string;
};
export default classes;
