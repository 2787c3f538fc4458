export function AboutPage() {
  return (
    <main className="page">
      <h1>about</h1>
    </main>
  );
}
