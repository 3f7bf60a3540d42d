/**
 * Product §7's token sync: tells the configured address about the signed-in user's bearer token
 * (POST with it as the Bearer header), or that nobody is signed in any more (DELETE).
 */
export async function syncToken(url: string, token: string | null): Promise<void> {
  const response = await fetch(url, {
    method: token ? 'POST' : 'DELETE',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Token sync answered HTTP ${response.status}`);
}
