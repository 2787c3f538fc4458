export function SearchPage() {
  return (
    <main className="page">
      <h1>search</h1>
    </main>
  );
}
