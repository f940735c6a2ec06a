/**
 * Malformed or hostile request targets, as they reach the server (still
 * percent-encoded). The unit test of serveRequest and the end-to-end test of
 * the served build both expect each to get the plain 301 to the fallback;
 * the nginx step (scripts/test-nginx.mjs) expects nginx to answer each as
 * `npm start` does.
 * @type {ReadonlyArray<string>}
 */
export const hostilePaths = [
  '/de/%ff%fe',
  '/de/%',
  '/de/%E0%A4%A',
  '/%',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/de/%2e%2e/%2e%2e/robots.txt',
  '/assets/..%2f..%2fpackage.json',
  '/../package.json',
  '/de/%00',
  '/robots.txt%00.html',
  `/de/${'a'.repeat(3000)}`,
  '/de/%3Cscript%3Ealert(1)%3C/script%3E',
  '/de/<script>alert(1)</script>',
  '//de',
  '//evil.example/de',
  '/de//login',
  '/de\\login',
  '/de/%5c..%5c..%5cetc%5cpasswd',
  '/.well-known/../package.json',
  '/.env',
];
