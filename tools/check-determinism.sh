#!/usr/bin/env bash
# Checks that every frame of every committed recording has the same pixels whatever the
# rasterizer's caches hold, and in any process:
#  1. each frame drawn by a rasterizer kept warm through the replay equals the same frame drawn by
#     a fresh one (the suite samples every 10th frame; this compares all of them, at scales 1 and 2);
#  2. three headless replays of each recording, two with a random hash seed and one with
#     SWIFT_DETERMINISTIC_HASHING=1, write the same frame digests (replay --digests).
# Slow (tens of minutes in a debug build): it runs outside ./run.sh test. Exit status 1 on the
# first difference.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
for scale in 1 2; do
  PANELLAB_EVERY_FRAME=1 PANELLAB_DETERMINISM_SCALE=$scale swift test --skip-build --disable-xctest --filter DeterminismTests
done
bin="$(swift build --show-bin-path)/panellab"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
for rec in assets/*.plrec assets/recordings/*.plrec assets/conflicts/*.plrec; do
  for scale in 1 2; do
    "$bin" replay "$rec" --headless --scale "$scale" --digests "$out/a.txt" &
    "$bin" replay "$rec" --headless --scale "$scale" --digests "$out/b.txt" &
    SWIFT_DETERMINISTIC_HASHING=1 "$bin" replay "$rec" --headless --scale "$scale" --digests "$out/c.txt" &
    wait
    if cmp -s "$out/a.txt" "$out/b.txt" && cmp -s "$out/a.txt" "$out/c.txt"; then
      echo "$rec at scale $scale: $(wc -l <"$out/a.txt") frames, the same in three processes"
    else
      echo "$rec at scale $scale: frames differ between processes:" >&2
      diff "$out/a.txt" "$out/b.txt" | head -5 >&2 || true
      diff "$out/a.txt" "$out/c.txt" | head -5 >&2 || true
      status=1
    fi
  done
done
exit $status
