// Rspack turns these imports into URLs or CSS module class maps.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.md' {
  const html: string;
  export default html;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
