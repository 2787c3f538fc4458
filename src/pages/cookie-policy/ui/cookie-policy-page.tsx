export function CookiePolicyPage() {
  return (
    <main className="page">
      <h1>cookie-policy</h1>
    </main>
  );
}
