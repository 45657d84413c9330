declare const classes: {
  readonly wrap: string;
  readonly spinner: string;
  readonly sm: string;
  readonly md: string;
  readonly lg: string;
};
export default classes;
