import { Img } from '@/components/ui/img';
import { getTranslations } from 'next-intl/server';
import type { Interview } from '@/lib/contracts/profile';
import { formatDuration } from '@/lib/format/duration';

/**
 * §3 interviews: the question in the page's language (messages InterviewQuestions; an unknown
 * key shows as stored), the answer exactly as the performer wrote it, the length of her video
 * answer in §9 mm:ss.
 */
export async function InterviewList({ interviews, name }: { interviews: readonly Interview[]; name: string }) {
  const t = await getTranslations('AboutMe');
  const questions = await getTranslations('InterviewQuestions');
  if (interviews.length === 0) return <p className="text-muted">{t('interviewEmpty', { name })}</p>;
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {interviews.map((interview) => {
        const key = interview.questionKey as Parameters<typeof questions>[0];
        const question = questions.has(key) ? questions(key) : interview.questionKey;
        const duration = formatDuration(interview.durationSeconds);
        return (
          <li key={interview.id}>
            <article className="flex h-full gap-3 rounded-tile bg-surface p-3 ring-1 ring-line sm:gap-4 sm:p-4">
              <div className="relative w-28 shrink-0 sm:w-36">
                <Img
                  src={interview.image.url}
                  width={interview.image.width}
                  height={interview.image.height}
                  alt={t('interviewImageAlt', { name })}
                  loading="lazy"
                  className="aspect-video w-full rounded-md object-cover"
                />
                <span className="absolute bottom-1 right-1 rounded bg-black/75 px-1 py-0.5 text-[0.6875rem] tabular-nums text-white">
                  <span className="sr-only">{t('interviewDuration', { duration })}</span>
                  <span aria-hidden="true">{duration}</span>
                </span>
              </div>
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug text-fg">{question}</h3>
                <p className="mt-1 whitespace-pre-line text-pretty text-fg/85">{interview.answer}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
