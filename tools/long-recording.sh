#!/usr/bin/env bash
# Writes a long recording for measuring exports: the demo's scene, one wheel notch every 0.6 s
# over the feed (direction flipped every 5 notches, so it never runs into an end), then `end`.
# Each notch is a separate burst of motion, so an MP4 of it has about as many bursts as notches.
#   tools/long-recording.sh OUT [SECONDS]     (default 600 s: about a thousand bursts)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${PANELLAB_BIN:-$(swift build -c release --show-bin-path)/panellab}"
out="${1:?usage: tools/long-recording.sh OUT [SECONDS]}"
seconds="${2:-600}"

# The model version the binary replays without --force: `panellab 0.1.0 (model 3)` gives 3.
model=$("$bin" --version | sed -n 's/.*(model \([^)]*\)).*/\1/p')
[ -n "$model" ] || { echo "long-recording.sh: cannot read the model version from $bin --version" >&2; exit 1; }
# The demo's header line with that model.
header=$(head -1 assets/demo.plrec | sed "s/\"model\": \"[^\"]*\"/\"model\": \"$model\"/")
{
  echo "$header"
  awk -v seconds="$seconds" 'BEGIN {
    n = 0
    for (t = 600000; t < seconds * 1000000; t += 600000) {
      dy = (int(n / 5) % 2 == 0) ? 40 : -40
      printf "{\"t_us\": %d, \"type\": \"wheel\", \"x\": 900, \"y\": 400, \"dx\": 0, \"dy\": %d}\n", t, dy
      n++
    }
    printf "{\"t_us\": %d, \"type\": \"end\"}\n", seconds * 1000000
  }'
} >"$out"
