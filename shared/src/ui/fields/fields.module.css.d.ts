declare const classes: {
  readonly field: string;
  readonly label: string;
  readonly control: string;
  readonly invalid: string;
  readonly textarea: string;
  readonly selectWrap: string;
  readonly select: string;
  readonly chevron: string;
  readonly hint: string;
  readonly error: string;
  readonly checkField: string;
  readonly check: string;
  readonly checkbox: string;
  readonly radioGroup: string;
  readonly radioRow: string;
  readonly legend: string;
};
export default classes;
