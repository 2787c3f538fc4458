export function AlbumPage() {
  return (
    <main className="page">
      <h1>album</h1>
    </main>
  );
}
