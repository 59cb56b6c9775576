/** Origins other than ours that serve remote code: the CSP must allow them. */
export function remoteOrigins(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
