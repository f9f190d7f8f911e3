import type { ImageKind } from './image-urls';

/**
 * Generated artwork for every image of the demo platform: soft gradients and blobs, abstract by
 * construction (DESIGN.md: never explicit). The same kind and seed always give the same bytes,
 * so the media route can be cached forever. Output stays well under 2 KB.
 */

// A local mulberry32: lib/media is shared code and must not reach into lib/server (the seed's PRNG).
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kindSalt: Record<ImageKind, number> = { avatar: 0x1f, video: 0x2e, album: 0x3d, picture: 0x4c, sedcard: 0x5b };

const hsl = (h: number, s: number, l: number) => `hsl(${((Math.round(h) % 360) + 360) % 360},${s}%,${l}%)`;

/** The shape that tells the kinds apart at a glance; all of it translucent white over the blobs. */
function overlay(kind: ImageKind, w: number, h: number, r: () => number): string {
  const m = Math.min(w, h);
  const n = (v: number) => Math.round(v);
  switch (kind) {
    case 'avatar':
      return `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(m * 0.3)}" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".4" stroke-width="${n(m * 0.03)}"/>`;
    case 'video': {
      const y = h * (0.62 + r() * 0.12);
      const wave = (dy: number) =>
        `M0 ${n(y + dy)}Q${n(w * 0.25)} ${n(y + dy - h * 0.14)} ${n(w / 2)} ${n(y + dy)}T${w} ${n(y + dy)}V${h}H0Z`;
      return `<path d="${wave(0)}" fill="#fff" fill-opacity=".14"/><path d="${wave(h * 0.09)}" fill="#fff" fill-opacity=".12"/>`;
    }
    case 'album': {
      const x = w * (0.2 + r() * 0.4);
      return `<path d="M${n(x)} 0H${n(x + w * 0.28)}L${n(x - w * 0.1)} ${h}H${n(x - w * 0.38)}Z" fill="#fff" fill-opacity=".13"/>`;
    }
    case 'picture': {
      let dots = '';
      for (let i = 0; i < 5; i++) {
        dots += `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(m * (0.02 + r() * 0.04))}" fill="#fff" fill-opacity=".3"/>`;
      }
      return dots;
    }
    case 'sedcard': {
      const cx = n(w * (0.3 + r() * 0.4));
      const cy = n(h * (0.3 + r() * 0.4));
      return [0.22, 0.34, 0.46]
        .map((f) => `<circle cx="${cx}" cy="${cy}" r="${n(m * f)}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${n(m * 0.015) || 1}"/>`)
        .join('');
    }
  }
}

/** The gradient, glows and blobs every picture starts from; the kind's overlay goes on top. */
function backdrop(r: () => number, w: number, h: number): { defs: string; body: string } {
  const hue = r() * 360;
  const from = hsl(hue, 62, 58);
  const to = hsl(hue + 30 + r() * 60, 68, 40);
  const glowA = hsl(hue + 150 + r() * 60, 85, 74);
  const glowB = hsl(hue - 40 - r() * 40, 90, 82);
  const angle = Math.round(r() * 360);

  let blobs = '';
  const count = 3 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const radius = Math.round(Math.max(w, h) * (0.18 + r() * 0.3));
    blobs += `<circle cx="${Math.round(r() * w)}" cy="${Math.round(r() * h)}" r="${radius}" fill="url(#${i % 2 ? 'b' : 'c'})"/>`;
  }
  return {
    defs:
      `<linearGradient id="a" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<radialGradient id="b"><stop offset="0" stop-color="${glowA}" stop-opacity=".75"/><stop offset="1" stop-color="${glowA}" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="c"><stop offset="0" stop-color="${glowB}" stop-opacity=".6"/><stop offset="1" stop-color="${glowB}" stop-opacity="0"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#a)"/>${blobs}`,
  };
}

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`;
const box = (size: number) => Math.max(1, Math.round(size));

export function renderImageSvg(kind: ImageKind, seed: number, width: number, height: number): string {
  const r = random(Math.imul(seed >>> 0, 0x9e3779b1) ^ kindSalt[kind]);
  const w = box(width);
  const h = box(height);
  const { defs, body } = backdrop(r, w, h);
  return `${svgOpen(w, h)}<defs>${defs}</defs>${body}${overlay(kind, w, h, r)}</svg>`;
}

/**
 * A frame of a video (§3 previewThumbnails): letterbox bars and a play-head at the frame's place
 * along the video (`index` of `count`). No public kind draws these, so the still of an fsk-18
 * video exists only behind its access-checked route (lib/media/still-urls.ts).
 */
export function renderStillSvg(seed: number, index: number, count: number, width: number, height: number): string {
  const r = random(Math.imul(seed >>> 0, 0x9e3779b1) ^ 0x6a);
  const w = box(width);
  const h = box(height);
  const { defs, body } = backdrop(r, w, h);
  const bar = Math.round(h * 0.08);
  const track = Math.round(h * 0.025) || 1;
  const at = Math.round((w * (index + 0.5)) / Math.max(1, count));
  const frame =
    `<rect width="${w}" height="${bar}" fill="#000" fill-opacity=".55"/><rect y="${h - bar}" width="${w}" height="${bar}" fill="#000" fill-opacity=".55"/>` +
    `<rect y="${h - bar - track}" width="${w}" height="${track}" fill="#fff" fill-opacity=".25"/><rect y="${h - bar - track}" width="${at}" height="${track}" fill="#fff" fill-opacity=".8"/>` +
    `<circle cx="${at}" cy="${h - bar - Math.round(track / 2)}" r="${track * 2}" fill="#fff"/>`;
  return `${svgOpen(w, h)}<defs>${defs}</defs>${body}${frame}</svg>`;
}

/**
 * An album picture behind the access-checked route (lib/media/picture-urls.ts): a passe-partout
 * mat around the artwork. Its own salt and a shape no public kind draws, so the locked picture of
 * an album or an fsk-18 picture never comes out of the public /media/{kind}/ route.
 */
export function renderCheckedPictureSvg(seed: number, width: number, height: number): string {
  const r = random(Math.imul(seed >>> 0, 0x9e3779b1) ^ 0x79);
  const w = box(width);
  const h = box(height);
  const { defs, body } = backdrop(r, w, h);
  const inset = Math.round(Math.min(w, h) * 0.06) || 1;
  const line = Math.round(Math.min(w, h) * 0.012) || 1;
  const mat =
    `<path d="M0 0H${w}V${h}H0ZM${inset} ${inset}V${h - inset}H${w - inset}V${inset}Z" fill="#fff" fill-opacity=".18" fill-rule="evenodd"/>` +
    `<rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${line}"/>`;
  return `${svgOpen(w, h)}<defs>${defs}</defs>${body}${mat}</svg>`;
}
