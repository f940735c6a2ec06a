/** A picture imported with `?picture` (scripts/build/picturePlugin.ts): its size and the files the site serves of it. */
declare module '*?picture' {
  const picture: import('./lib/picture').Picture;
  export default picture;
}
