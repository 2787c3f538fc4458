export function NotFoundPage() {
  return (
    <main className="page">
      <h1>not-found</h1>
    </main>
  );
}
