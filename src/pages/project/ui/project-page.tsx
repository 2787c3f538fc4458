export function ProjectPage() {
  return (
    <main className="page">
      <h1>project</h1>
    </main>
  );
}
