export function PlaylistPage() {
  return (
    <main className="page">
      <h1>playlist</h1>
    </main>
  );
}
