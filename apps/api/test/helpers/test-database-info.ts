export type TestDatabaseInfo =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

/** The same server and credentials, another database name. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
