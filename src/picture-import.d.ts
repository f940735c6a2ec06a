/** A picture imported with `?picture` (scripts/build/picturePlugin.ts): its size and the files the site serves of it. */
declare module '*?picture' {
  // An ambient module cannot import a relative path, so the type is named by `import()`.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const picture: import('./lib/picture').Picture;
  export default picture;
}
