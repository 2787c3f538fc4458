export function TermsOfUsePage() {
  return (
    <main className="page">
      <h1>terms-of-use</h1>
    </main>
  );
}
