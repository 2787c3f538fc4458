export function PrivacyPolicyPage() {
  return (
    <main className="page">
      <h1>privacy-policy</h1>
    </main>
  );
}
