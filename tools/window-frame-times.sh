#!/usr/bin/env bash
# Measures the live window's own cost per frame: starts panellab under Xvfb with --frame-times,
# drives it like a hand (a feed fling, the panel dragged, the sidebar's divider dragged, a card's
# sheet opened and closed) and prints the p50 and p99 of the raster, upload, present and total
# times of the presented frames, beside `bench`'s raster p99 and frame copy at the same scale.
#   tools/window-frame-times.sh [SCALE] [EXTRA RUN OPTIONS…]     (default scale 1)
#   SCREENSHOT=FILE.png also saves the screen while the sheet is open.
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/drive-window.sh
scale="${1:-1}"
# A screen larger than the window: a window hanging off the screen is clipped, and its
# presents would cost only the part that shows.
export XVFB_SCREEN="${XVFB_SCREEN:-$(awk -v s="$scale" 'BEGIN { printf "%dx%dx24", 1280 * s + 64, 800 * s + 64 }')}"
under_xvfb "$0" "$@"
shift || true
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

start_window --size 1280x800 --scale "$scale" --state-file /dev/null --frame-times "$out/times.jsonl" "$@"
s() { echo $(( $1 * ${scale%.*} )); }
drag "$(s 900)" "$(s 560)" "$(s 200)" 8; sleep 2        # fling the feed: momentum, rubber band
drag "$(s 900)" "$(s 150)" "$(s 560)" 6; sleep 2.5      # and back down past the top
slowdrag "$(s 432)" "$(s 268)" "$(s 60)" 10; sleep 1.2  # the panel by its grabber: half → full
drag "$(s 432)" "$(s 40)" "$(s 500)" 8; sleep 1.2       # flung down to tip
hdrag "$(s 300)" "$(s 231)" "$(s 380)" 12; sleep 0.8    # the sidebar's divider dragged wider
hdrag "$(s 300)" "$(s 380)" "$(s 231)" 12; sleep 0.8    # and back
tap "$(s 1000)" "$(s 150)"; sleep 1.5                   # a card's sheet zooms out
# SCREENSHOT=FILE.png keeps what the screen shows with the sheet open, to look at.
[ -z "${SCREENSHOT:-}" ] || xwd -root -silent | convert xwd:- "$SCREENSHOT"
xdotool key --window "$win" Escape; sleep 1.5           # and back into its card
# CPU seconds (user + system) of the window and of the X server over the drive: unlike the
# frame times, they do not grow with the time slices other processes take on a loaded machine.
cpu() { awk '{ printf "%.2f", ($14 + $15) / 100 }' "/proc/$1/stat"; }
xserver=$(pgrep -f "^Xvfb $DISPLAY( |$)" | head -1 || true)
echo "CPU during the drive: panellab $(cpu "$pid") s, X server ${xserver:+$(cpu "$xserver") s}"
# The window may be gone before xdotool sends the keys' release (BadWindow): that is the quit.
xdotool key --window "$win" ctrl+q 2>/dev/null || true
wait "$pid"

python3 - "$out/times.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
def pct(v, p):
    v = sorted(v); return v[min(len(v) - 1, max(0, int(-(-p * len(v) // 1)) - 1))]
cols = {k: [r[k] for r in rows] for k in ("raster_ms", "upload_ms", "present_ms")}
cols["total_ms"] = [r["raster_ms"] + r["upload_ms"] + r["present_ms"] for r in rows]
print(f"{len(rows)} presented frames")
for k, v in cols.items():
    print(f"  {k:11} p50 {pct(v, .5):7.3f}  p99 {pct(v, .99):7.3f}  max {max(v):7.3f}")
PY
"$bin" bench --scale "$scale" --frames 2600 | sed -n '3p;8p;9p'
