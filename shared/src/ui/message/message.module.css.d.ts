declare const classes: {
  readonly message: string;
  readonly icon: string;
  readonly text: string;
  readonly success: string;
  readonly error: string;
  readonly info: string;
};
export default classes;
