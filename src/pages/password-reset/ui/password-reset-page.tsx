export function PasswordResetPage() {
  return (
    <main className="page">
      <h1>password-reset</h1>
    </main>
  );
}
