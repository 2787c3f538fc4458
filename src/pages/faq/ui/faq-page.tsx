export function FaqPage() {
  return (
    <main className="page">
      <h1>faq</h1>
    </main>
  );
}
