/** §3 SEO free texts of a category: editorial paragraphs below the list, plain text only. */
export function SeoFreeTexts({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mt-12 max-w-3xl space-y-3 border-t border-line pt-6 text-sm text-muted text-pretty">
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
