export function ContactPage() {
  return (
    <main className="page">
      <h1>contact</h1>
    </main>
  );
}
