// CSS modules (css-loader, namedExport off): the default export maps class names to hashed names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
