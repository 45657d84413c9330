declare const classes: { readonly hidden: string };
export default classes;
