export function WhatWeDoPage() {
  return (
    <main className="page">
      <h1>what-we-do</h1>
    </main>
  );
}
