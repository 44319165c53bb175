/**
 * A provider SDK's client, imported when the provider is configured rather than at every start-up
 * (ElevenLabs' SDK alone takes over a second to import; most servers run on the local voices and
 * writer). The import starts at once; a failure surfaces where the client is awaited.
 */
export function sdkClient<Client>(load: () => Promise<Client>): () => Promise<Client> {
  const client = load();
  client.catch(() => {});
  return () => client;
}
