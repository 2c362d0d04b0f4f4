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

"$bin" run --record "$out" &
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

tap 800 200; sleep 1.2                  # open card 2's sheet
drag 640 50 150 10 0.02 0.25; sleep 1   # pull it down 100 points and let go: it springs back
drag 640 50 320 15 0.02 0.25; sleep 1.5 # swipe: 270 points down, held still, let go: it dismisses
tap 1100 500; sleep 1.2                 # card 7
drag 640 50 140 4 0.008 0; sleep 1.5    # flick: a short fast drag dismisses
tap 500 450; sleep 1.2                  # card 5
tap 1223 57; sleep 1.5                  # the close button
tap 800 450; sleep 1.2                  # card 6
xdotool key --window "$win" Escape; sleep 1.5
tap 1100 200; sleep 1.2                 # card 3
tap 10 300; sleep 1.5                   # a click on the backdrop
xdotool key --window "$win" ctrl+q 2>/dev/null || true
wait "$pid"
echo "recorded $out ($(wc -l < "$out") lines)"
