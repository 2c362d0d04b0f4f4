#!/usr/bin/env bash
# Records assets/lab.plrec from the real window: the lab scene under Xvfb, driven with xdotool like
# a hand tuning the panel's spring: a fling, the response slider dragged, `]` while the panel is
# held, slow motion, a pause with single steps. Then renders docs/lab.png from it:
#   tools/record-lab.sh && panellab replay assets/lab.plrec --headless --trace - | tail -1
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${PANELLAB_BIN:-$(swift build -c release --show-bin-path)/panellab}"
out="${1:-assets/lab.plrec}"

if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi

"$bin" run --scene assets/scenes/lab.json --size 1280x800 --scale 1 --record "$out" --state-file /dev/null &
pid=$!
win=$(xdotool search --sync --onlyvisible --name '^PanelLab$' | head -1)
sleep 1

# A vertical drag from (x, y0) to (x, y1) in n steps, one every ~10 ms: a fling.
fling() {
  local x=$1 y0=$2 y1=$3 n=$4
  xdotool mousemove --window "$win" "$x" "$y0" mousedown 1
  for i in $(seq 1 "$n"); do
    xdotool mousemove --window "$win" "$x" $((y0 + (y1 - y0) * i / n))
    sleep 0.008
  done
  xdotool mouseup 1
}

# The lab at 1280×800: the main view from x≈206 to 956 over the log, the inspector from x≈960.
# The panel's grabber at half is at (581, 276), at full at (581, 26); the Response slider's track
# runs from x 974 to 1266 at y 634.
grab_x=581
fling $grab_x 276 120 8                      # half → full, fast enough for the fling spring
sleep 1.2
# Response from 0.4 to about 0.75: a slower, bouncier attraction; the plot redraws as it moves.
xdotool mousemove --window "$win" 1037 634 mousedown 1
for x in $(seq 1040 8 1110); do xdotool mousemove --window "$win" "$x" 634; sleep 0.03; done
xdotool mouseup 1
sleep 0.5
fling $grab_x 26 420 8                       # full → half or tip with the new spring
sleep 2
xdotool key --window "$win" shift+s shift+s  # 0.25× slow motion
sleep 0.3
# Hold the panel, step the response up with `]` while it is held, then let it go.
xdotool mousemove --window "$win" $grab_x 480 mousedown 1
for y in $(seq 470 -30 300); do xdotool mousemove --window "$win" $grab_x "$y"; sleep 0.01; done
xdotool key --window "$win" bracketright bracketright
for y in $(seq 280 -30 130); do xdotool mousemove --window "$win" $grab_x "$y"; sleep 0.01; done
xdotool mouseup 1
sleep 1.2
xdotool key --window "$win" k               # pause mid-flight
sleep 0.6
xdotool key --window "$win" period period period
sleep 0.6
xdotool key --window "$win" k               # resume at 0.25×
sleep 3
xdotool key --window "$win" shift+s shift+s  # back to 1×
sleep 1
xdotool key --window "$win" ctrl+q
wait "$pid"
echo "recorded $out"
