import type { BlogPost } from '@/lib/contracts/blog';
import { BlogPostCard } from './blog-post-card';

/** Posts in a grid: one column on a phone, two on a tablet, three on a desktop. */
export function BlogPostGrid({ posts, locale }: { posts: readonly BlogPost[]; locale: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostCard post={post} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
