export function HomePage() {
  return (
    <main className="page">
      <h1>home</h1>
    </main>
  );
}
