// Compile-time constants injected by tooling/rspack-config.mjs (DefinePlugin).
declare const __REMOTE_NAME__: string;
/** The version this build was made as (REMOTE_VERSION of the publish command, else package.json). */
declare const __REMOTE_VERSION__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.mp3' {
  const url: string;
  export default url;
}
