#!/usr/bin/env bash
# Records assets/recordings/sheet-routes.plrec from the real window: the demo scene's sheet opened
# from a card and dismissed by each route in turn (swipe, flick, close button, Escape, backdrop),
# with a pull that springs back. Tests replay it and check every phase and event.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${PANELLAB_BIN:-$(swift build -c release --show-bin-path)/panellab}"
out="${1:-assets/recordings/sheet-routes.plrec}"

if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi

"$bin" run --record "$out" --state-file /dev/null &
pid=$!
win=$(xdotool search --sync --onlyvisible --name '^PanelLab$' | head -1)
sleep 1

tap() { xdotool mousemove --window "$win" "$1" "$2" click 1; }
# drag X Y0 Y1 STEPS DELAY PAUSE: a straight drag, a move every DELAY s, PAUSE s before letting go.
drag() {
  xdotool mousemove --window "$win" "$1" "$2" mousedown 1
  for i in $(seq 1 "$4"); do
    xdotool mousemove --window "$win" "$1" $(($2 + ($3 - $2) * i / $4))
    sleep "$5"
  done
  sleep "$6"
  xdotool mouseup 1
}

# The demo's main view is right of the sidebar (x ≥ 232) and above the event log (y ≤ 622); the
# sheet floats 30 points inside it, so its drag strip is at y≈50 and its close button at (1222, 57).
tap 756 170; sleep 1.2                  # open card 2's sheet
drag 756 50 150 10 0.02 0.25; sleep 1   # pull it down 100 points and let go: it springs back
drag 756 50 320 15 0.02 0.25; sleep 1.5 # swipe: 270 points down, held still, let go: it dismisses
tap 1100 410; sleep 1.2                 # card 6
drag 756 50 140 4 0.008 0; sleep 1.5    # flick: a short fast drag dismisses
tap 756 410; sleep 1.2                  # card 5
tap 1222 57; sleep 1.5                  # the close button
tap 1100 170; sleep 1.2                 # card 3
xdotool key --window "$win" Escape; sleep 1.5
tap 756 170; sleep 1.2                  # card 2 again
tap 246 300; sleep 1.5                  # a click on the backdrop (the strip left of the sheet)
xdotool key --window "$win" ctrl+q 2>/dev/null || true
wait "$pid"
echo "recorded $out ($(wc -l < "$out") lines)"
