#!/usr/bin/env bash
# Renders the six demo clips behind every video stream (a short generated clip per demo
# video is enough): abstract, non-explicit lavfi patterns, 8 s, 640×360, 24 fps, H.264 baseline
# with a silent AAC track, moov atom first (+faststart) so a browser can play and seek over HTTP
# ranges before the whole file arrived. Video n plays clip ((n % 6) + 1)
# (lib/server/media/stream-clip.ts).
#
# The output is committed: `npm start` never needs ffmpeg. Run this only to change the clips:
#   bash scripts/generate-clips.sh
# Each clip stays at most 150 kB (CRF 38, a key frame every 4 s; the script fails when one grows past it).
set -euo pipefail

cd "$(dirname "$0")/.."
out=lib/media/clips
mkdir -p "$out"

size=640x360
rate=24
seconds=8
max_bytes=150000

# One lavfi source graph per clip, 640×360. Slow, soft motion and fixed seeds: small files, the
# same bytes on every run (end_pts counts frames); a hue that changes with time costs about twice the bytes.
sources=(
  "mandelbrot=size=320x180:rate=12:maxiter=64:start_scale=3:end_scale=0.3:end_pts=96:outer=normalized_iteration_count,gblur=sigma=1.5,scale=${size}:flags=bicubic,hue=h=120,fps=${rate}"
  "life=size=64x36:rate=6:seed=6:ratio=0.2:mold=0:death_color=#1b1030:life_color=#ff4f9a,gblur=sigma=0.7,scale=${size}:flags=bicubic,fps=${rate}"
  "testsrc2=size=320x180:rate=12,gblur=sigma=3,scale=${size}:flags=bicubic,hue=h=200:s=1.3,fps=${rate}"
  "gradients=size=${size}:rate=${rate}:seed=3:c0=#ff2d75:c1=#3a0ca3:c2=#4cc9f0:c3=#f72585:nb_colors=4:speed=0.03:type=spiral"
  "cellauto=size=64x36:rate=8:seed=5:rule=110:random_fill_ratio=0.5:scroll=1,gblur=sigma=0.7,scale=${size}:flags=bicubic,fps=${rate},format=rgb24,colorchannelmixer=rr=0.9:gg=0.2:bb=0.8:rb=0.4"
  "gradients=size=${size}:rate=${rate}:seed=6:c0=#00f5d4:c1=#9b5de5:c2=#f15bb5:nb_colors=3:speed=0.05:type=radial"
)

for i in "${!sources[@]}"; do
  n=$((i + 1))
  file="$out/clip-$n.mp4"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "${sources[$i]}" \
    -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=22050" \
    -t "$seconds" \
    -map 0:v -map 1:a \
    -vf "format=yuv420p" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset slow -crf 38 -g 96 -pix_fmt yuv420p \
    -c:a aac -b:a 16k \
    -movflags +faststart \
    -metadata title="Demo clip $n (generated)" \
    "$file"
  bytes=$(stat -c %s "$file")
  echo "$file: $bytes bytes"
  if [ "$bytes" -gt "$max_bytes" ]; then
    echo "$file is larger than $max_bytes bytes: raise the CRF" >&2
    exit 1
  fi
done
