import { AppLink } from '@/i18n/app-link';
import type { BlogActor, BlogBlock } from '@/lib/contracts/blog';

type BlogBodyProps = { body: readonly BlogBlock[]; actors: readonly BlogActor[] };

/**
 * A post's structured body as React elements (never HTML from data). A mentioned performer is a
 * link to her profile; one the viewer may not see (§6 country ban) is left out of the sentence.
 */
export function BlogBody({ body, actors }: BlogBodyProps) {
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  return (
    <div className="max-w-prose space-y-4 text-fg/90">
      {body.map((block, i) =>
        block.kind === 'heading' ? (
          <h2 key={i} className="pt-2 text-lg font-semibold text-fg">
            {block.text}
          </h2>
        ) : (
          <p key={i} className="text-pretty">
            {block.parts.map((part, j) => {
              if ('text' in part) return <span key={j}>{part.text}</span>;
              const actor = byId.get(part.actorId);
              return actor ? (
                <AppLink key={j} href={actor.link} className="font-medium text-accent underline-offset-2 hover:underline">
                  {actor.name}
                </AppLink>
              ) : null;
            })}
          </p>
        ),
      )}
    </div>
  );
}
