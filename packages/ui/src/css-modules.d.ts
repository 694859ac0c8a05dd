/** A CSS module, as the apps' bundler (Vite) serves it: each local class name maps to its generated one. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
