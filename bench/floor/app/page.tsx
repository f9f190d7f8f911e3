// Rendered per request like our catalogue pages, so the floor pays the same dynamic render path.
export const dynamic = 'force-dynamic';

// A title as every page of ours has one: without it Lighthouse's accessibility score drops below ours.
export const metadata = { title: 'Framework floor' };

const TEXT = 'This page holds a heading and a paragraph of plain text and nothing else. '.repeat(11);

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>{TEXT}</p>
    </main>
  );
}
