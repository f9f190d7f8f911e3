'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useStudio } from '@/app/studio/_components/studio-context';
import { isApiError } from '@/lib/api/api-error';
import type { StudioFeedCreate } from '@/lib/contracts/feed';
import { createStudioPostMutation } from '@/lib/queries/studio-feed';
import type { StudioMedia } from './load-studio-media';
import type { StudioFeedText } from './studio-feed-text';

type Props = { media: StudioMedia; text: StudioFeedText; onPosted: () => void };
type Kind = StudioFeedCreate['type'];

const field = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';
const whole = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/**
 * The studio's post form (§7 studio post): text, photos of her albums or a clip of her videos,
 * a price in coins (0 = free), an optional tipping goal and the age rating. The server parses it
 * (422 names the field) and checks that the media are hers.
 */
export function StudioFeedForm({ media, text, onPosted }: Props) {
  const { locale } = useStudio();
  const id = useId();
  const [kind, setKind] = useState<Kind>('text');
  const [photoIds, setPhotoIds] = useState<number[]>([]);
  const create = useMutation(createStudioPostMutation(locale));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body: StudioFeedCreate = {
      type: kind,
      title: String(data.get('title') ?? ''),
      text: String(data.get('text') ?? ''),
      priceCoins: whole(String(data.get('price') ?? '')) ?? 0,
      tippingGoalCoins: whole(String(data.get('goal') ?? '')),
      fsk: Number(data.get('fsk')) as StudioFeedCreate['fsk'],
      ...(kind === 'photos' ? { photoIds } : {}),
      ...(kind === 'clip' ? { videoId: whole(String(data.get('video') ?? '')) } : {}),
    };
    create.mutate(body, {
      onSuccess: () => {
        form.reset();
        setPhotoIds([]);
        setKind('text');
        onPosted();
      },
    });
  };
  const issues = isApiError(create.error) ? (create.error.issues ?? []) : [];
  const toggle = (pictureId: number) => setPhotoIds((now) => (now.includes(pictureId) ? now.filter((p) => p !== pictureId) : [...now, pictureId]));
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="grid gap-3 rounded-lg border border-line bg-surface p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {text.newPost}
      </h2>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm text-muted">{text.type}</legend>
        {(['text', 'photos', 'clip'] as const).map((value) => (
          <label key={value} className="flex items-center gap-1.5 text-sm">
            <input type="radio" name="type" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {value === 'text' ? text.typeText : value === 'photos' ? text.typePhotos : text.typeClip}
          </label>
        ))}
      </fieldset>
      <label className="grid gap-1 text-sm">
        {text.title}
        <input name="title" required maxLength={200} className={field} />
      </label>
      <label className="grid gap-1 text-sm">
        {text.text}
        <textarea name="text" maxLength={5000} rows={4} className={field} />
      </label>
      {kind === 'photos' ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm">{text.photos}</legend>
          {media.pictures.length === 0 ? <p className="text-sm text-muted">{text.noMedia}</p> : null}
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {media.pictures.map((picture) => (
              <li key={picture.id}>
                <label className="block cursor-pointer">
                  <input type="checkbox" className="peer sr-only" checked={photoIds.includes(picture.id)} onChange={() => toggle(picture.id)} />
                  {/* eslint-disable-next-line @next/next/no-img-element -- a generated thumbnail of her album */}
                  <img src={picture.thumb} alt={`${picture.albumTitle} #${picture.id}`} className="aspect-square w-full rounded object-cover ring-2 ring-transparent peer-checked:ring-accent peer-focus-visible:ring-fg" />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {kind === 'clip' ? (
        <label className="grid gap-1 text-sm">
          {text.video}
          <select name="video" required className={field} defaultValue="">
            <option value="" disabled>
              {text.choose}
            </option>
            {media.videos.map((video) => (
              <option key={video.id} value={video.id}>
                {video.title} (FSK {video.fsk})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm">
          {text.price}
          <input name="price" type="number" min={0} max={10000} step={1} defaultValue={0} className={field} />
        </label>
        <label className="grid gap-1 text-sm">
          {text.goal}
          <input name="goal" type="number" min={1} max={1000000} step={1} className={field} />
        </label>
        <label className="grid gap-1 text-sm">
          {text.fsk}
          <select name="fsk" defaultValue="16" className={field}>
            <option value="12">FSK 12</option>
            <option value="16">FSK 16</option>
            <option value="18">FSK 18</option>
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={create.isPending} className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-on-accent disabled:opacity-60">
          {create.isPending ? text.publishing : text.publish}
        </button>
        {create.isSuccess ? <p role="status" className="text-sm">{text.published}</p> : null}
        {create.isError ? (
          <p role="alert" className="text-sm text-sale">
            {text.failed}
            {issues.length > 0 ? ` (${issues.map((issue) => issue.path).join(', ')})` : ''}
          </p>
        ) : null}
      </div>
    </form>
  );
}
